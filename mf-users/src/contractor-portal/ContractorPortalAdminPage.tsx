import { contractorPortalEndpoints as endpoints } from '@atrium/users-contract';
import { ErrorPanel, Page, Spinner, Tabs, useEndpoint, useT } from '@atrium/shared-ui';
import { useState } from 'react';
import { PortalCoursesTab } from './PortalCoursesTab';
import { PortalCustomersTab } from './PortalCustomersTab';
import './messages';

type AdminTab = 'courses' | 'customers';

/** /conoco-phillips (document 001 §2): the portal's courses and its contractors and sub-contractors. */
export default function ContractorPortalAdminPage({ portal: slug }: { portal: string }) {
  const t = useT();
  const [tab, setTab] = useState<AdminTab>('courses');
  const portal = useEndpoint(endpoints.admin, { params: { portal: slug } });

  if (portal.error) return <ErrorPanel error={portal.error} onRetry={portal.reload} />;
  if (!portal.data) return <Spinner />;
  return (
    <Page title={t('contractor.admin.title', { portal: portal.data.name })}>
      <p role="status">{t('contractor.admin.registrations', { count: portal.data.registrations })}</p>
      <Tabs
        tabs={[
          { id: 'courses', label: t('contractor.admin.tab.courses') },
          { id: 'customers', label: t('contractor.admin.tab.customers') },
        ]}
        active={tab}
        onChange={(next) => setTab(next as AdminTab)}
      >
        {tab === 'courses' ? (
          <PortalCoursesTab slug={slug} portal={portal.data} reload={portal.reload} />
        ) : (
          <PortalCustomersTab slug={slug} portal={portal.data} reload={portal.reload} />
        )}
      </Tabs>
    </Page>
  );
}
