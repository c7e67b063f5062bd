import { dashboardEndpoints, ECA_DASHBOARD_ROLES } from '@atrium/reports-contract';
import { ErrorPanel, Page, Spinner, useAuth, useEndpoint, useT } from '@atrium/shared-ui';
import { DashboardView } from './DashboardView';
import { RoleGate } from './RoleGate';
import './messages';

/** /eca/dashboard (document 003 §2, §6): for roles atrium and eca_admin; the title names the learning site. */
export default function EcaDashboardPage() {
  return (
    <RoleGate roles={ECA_DASHBOARD_ROLES}>
      <EcaDashboard />
    </RoleGate>
  );
}

function EcaDashboard() {
  const t = useT();
  const site = useAuth((state) => state.learningSite);
  const summary = useEndpoint(dashboardEndpoints.eca, {});
  return (
    <Page title={t(site === 'SE' ? 'dashboard.eca.title.SE' : 'dashboard.eca.title.NO')}>
      {summary.error ? (
        <ErrorPanel error={summary.error} onRetry={summary.reload} />
      ) : summary.data ? (
        <DashboardView summary={summary.data} sections={['week', 'month']} />
      ) : (
        <Spinner />
      )}
    </Page>
  );
}
