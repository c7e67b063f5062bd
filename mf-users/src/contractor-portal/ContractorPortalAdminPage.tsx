import { contractorPortalEndpoints as endpoints } from '@atrium/users-contract';
import { ErrorPanel, Link, Page, Spinner, Tabs, useEndpoint, useT } from '@atrium/shared-ui';
import { useState } from 'react';
import { PortalCoursesTab } from './PortalCoursesTab';
import { PortalCustomersTab } from './PortalCustomersTab';
import { PortalSettingsForm } from './PortalSettingsForm';
import './messages';

type AdminTab = 'courses' | 'customers' | 'settings';

/** /conoco-phillips (document 001 §2): the portal's courses, its contractors and sub-contractors, and its settings. */
export default function ContractorPortalAdminPage({ portal: slug }: { portal: string }) {
  const t = useT();
  const [tab, setTab] = useState<AdminTab>('courses');
  const portal = useEndpoint(endpoints.admin, { params: { portal: slug } });

  if (portal.error) return <ErrorPanel error={portal.error} onRetry={portal.reload} />;
  if (!portal.data) return <Spinner />;
  return (
    <Page
      title={t('contractor.admin.title', { portal: portal.data.name })}
      actions={<Link href="/contractor-portals">{t('contractor.portals.all')}</Link>}
    >
      <p role="status">{t('contractor.admin.registrations', { count: portal.data.registrations })}</p>
      <Tabs
        tabs={[
          { id: 'courses', label: t('contractor.admin.tab.courses') },
          { id: 'customers', label: t('contractor.admin.tab.customers') },
          { id: 'settings', label: t('contractor.admin.tab.settings') },
        ]}
        active={tab}
        onChange={(next) => setTab(next as AdminTab)}
      >
        {tab === 'courses' && <PortalCoursesTab slug={slug} portal={portal.data} reload={portal.reload} />}
        {tab === 'customers' && <PortalCustomersTab slug={slug} portal={portal.data} reload={portal.reload} />}
        {tab === 'settings' && <PortalSettingsForm portal={portal.data.settings} onSaved={portal.reload} />}
      </Tabs>
    </Page>
  );
}
