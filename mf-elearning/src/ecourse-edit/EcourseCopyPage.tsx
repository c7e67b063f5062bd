import { apiFetch, ErrorPanel, Spinner, useApiData, useT, useIdempotencyKey } from '@atrium/shared-ui';
import { copyOfEcourse, ecourseGeneralSchema, ecourseSchema, type EcourseGeneral } from '@atrium/elearning-contract';
import { ecourseApi } from './ecourse-api';
import { EcourseStartForm } from './EcourseStartForm';
import './messages';

/**
 * /ecourse/:id/copy (document 001 §2): the original's form without id and internal name and not on sale;
 * the service copies the texts (with new ids), prices and the rest along.
 */
export default function EcourseCopyPage({ id }: { id: number }) {
  const t = useT();
  const original = useApiData(ecourseApi.course(id), ecourseSchema);
  const idempotency = useIdempotencyKey();

  if (original.error) return <ErrorPanel error={original.error} onRetry={original.reload} />;
  if (!original.data) return <Spinner />;

  const send = (form: EcourseGeneral) =>
    apiFetch<{ id: number }>(ecourseApi.copy(id), { method: 'POST', headers: idempotency, body: ecourseGeneralSchema.parse(form) });
  return (
    <EcourseStartForm
      title={t('ecourse.copy.title', { name: original.data.internalName })}
      initial={copyOfEcourse(original.data)}
      send={send}
      doneKey="ecourse.copied.notification"
    />
  );
}
