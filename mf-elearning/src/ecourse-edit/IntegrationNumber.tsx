import { TextField, useApiData, useT } from '@atrium/shared-ui';
import { integrationNumberSchema } from '@atrium/elearning-contract';
import { ecourseApi } from './ecourse-api';

/** The integration number (the course's productId) is given elsewhere; the form only shows it. */
export function IntegrationNumber({ uuid }: { uuid: string }) {
  const t = useT();
  const { data } = useApiData(ecourseApi.integrationNumber(uuid), integrationNumberSchema);
  return <TextField label={t('ecourse.form.integrationNumber')} readOnly value={data?.value ?? '–'} />;
}
