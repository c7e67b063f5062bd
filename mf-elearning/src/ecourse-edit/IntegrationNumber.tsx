import { TextField, useEndpoint, useT } from '@atrium/shared-ui';
import { ecourseEndpoints } from '@atrium/elearning-contract';

/** The integration number (the course's productId) is given elsewhere; the form only shows it. */
export function IntegrationNumber({ uuid }: { uuid: string }) {
  const t = useT();
  const { data } = useEndpoint(ecourseEndpoints.integrationNumber, { params: { uuid } });
  return <TextField label={t('ecourse.form.integrationNumber')} readOnly value={data?.value ?? '–'} />;
}
