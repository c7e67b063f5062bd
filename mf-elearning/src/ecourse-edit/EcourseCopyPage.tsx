import { callEndpoint, ErrorPanel, Spinner, useEndpoint, useT, useIdempotencyKey } from '@atrium/shared-ui';
import { copyOfEcourse, ecourseEndpoints, type EcourseGeneral } from '@atrium/elearning-contract';
import { EcourseStartForm } from './EcourseStartForm';
import './messages';

/**
 * /ecourse/:id/copy (document 001 §2): the original's form without id and internal name and not on sale;
 * the service copies the texts (with new ids), prices and the rest along.
 */
export default function EcourseCopyPage({ id }: { id: number }) {
  const t = useT();
  const original = useEndpoint(ecourseEndpoints.get, { params: { id } });
  const idempotency = useIdempotencyKey();

  if (original.error) return <ErrorPanel error={original.error} onRetry={original.reload} />;
  if (!original.data) return <Spinner />;

  const send = (form: EcourseGeneral) => callEndpoint(ecourseEndpoints.copy, { params: { id }, body: form }, { headers: idempotency });
  return (
    <EcourseStartForm
      title={t('ecourse.copy.title', { name: original.data.internalName })}
      initial={copyOfEcourse(original.data)}
      send={send}
      doneKey="ecourse.copied.notification"
    />
  );
}
