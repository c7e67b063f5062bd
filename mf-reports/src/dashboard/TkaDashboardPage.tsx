import { PLATFORM_ADMINS } from '@atrium/core-contract';
import { dashboardEndpoints } from '@atrium/reports-contract';
import { ErrorPanel, Page, Spinner, useEndpoint, useT } from '@atrium/shared-ui';
import { DashboardView } from './DashboardView';
import { RoleGate } from './RoleGate';
import './messages';

/** /tkadash/show (document 003 §2, §6): the provider management's morning page, for role atrium only. */
export default function TkaDashboardPage() {
  return (
    <RoleGate roles={PLATFORM_ADMINS}>
      <TkaDashboard />
    </RoleGate>
  );
}

function TkaDashboard() {
  const t = useT();
  const summary = useEndpoint(dashboardEndpoints.tka, {});
  return (
    <Page title={t('dashboard.tka.title')}>
      {summary.error ? (
        <ErrorPanel error={summary.error} onRetry={summary.reload} />
      ) : summary.data ? (
        <DashboardView summary={summary.data} sections={['today', 'month', 'week']} />
      ) : (
        <Spinner />
      )}
    </Page>
  );
}
