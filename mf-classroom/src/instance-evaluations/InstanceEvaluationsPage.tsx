import { COURSE_ADMINS, COURSE_RUNNERS } from '@atrium/core-contract';
import { instanceEvaluationEndpoints as endpoints } from '@atrium/classroom-contract';
import { DeadEndPage, ErrorPanel, formatDate, Page, Spinner, useAuth, useEndpoint, useT } from '@atrium/shared-ui';
import { EvaluationEntryForm } from './EvaluationEntryForm';
import { EvaluationOverview } from './EvaluationOverview';
import './messages';

/** /classroom-management/{instanceId}/evaluations (document 002 §2): ratings, averages to 2 decimals and the chart. */
export default function InstanceEvaluationsPage({ instanceId }: { instanceId: number }) {
  const t = useT();
  const allowed = useAuth((state) => state.hasAnyRole(COURSE_RUNNERS));
  const staff = useAuth((state) => state.hasAnyRole(COURSE_ADMINS));
  const overview = useEndpoint(endpoints.overview, allowed ? { params: { instanceId } } : null);
  const data = overview.data;

  if (!allowed) return <DeadEndPage kind="noaccess" />;
  if (overview.error) return <ErrorPanel error={overview.error} onRetry={overview.reload} />;
  if (!data) return <Spinner />;
  return (
    <Page title={t('evaluations.title', { title: data.title, id: instanceId })}>
      {data.startDate && <p>{formatDate(data.startDate)}</p>}
      <EvaluationOverview data={data} />
      {staff && <EvaluationEntryForm overview={data} onAdded={overview.reload} />}
    </Page>
  );
}
