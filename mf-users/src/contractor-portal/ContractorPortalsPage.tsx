import { contractorPortalEndpoints as endpoints, type PortalSummary } from '@atrium/users-contract';
import { Button, DataGrid, ErrorPanel, Link, Modal, Page, Spinner, useEndpoint, useT, type ColDef } from '@atrium/shared-ui';
import { useMemo, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { PortalSettingsForm } from './PortalSettingsForm';
import './messages';

const adminHref = (slug: string) => `/contractor-portal/${slug}`;

/** /contractor-portals: every oil company's contractor portal, and a new one (decision 0220: a portal is a setting). */
export default function ContractorPortalsPage() {
  const t = useT();
  const [creating, setCreating] = useState(false);
  const list = useEndpoint(endpoints.list, {});

  const columns = useMemo<ColDef<PortalSummary>[]>(
    () => [
      {
        headerName: t('contractor.settings.name'),
        field: 'name',
        flex: 2,
        cellRenderer: ({ data }: { data?: PortalSummary }) => data && <Link href={adminHref(data.slug)}>{data.name}</Link>,
      },
      { headerName: t('contractor.settings.owner'), field: 'ownerCustomerName', flex: 2, context: { priority: 2 } },
      {
        headerName: t('contractor.settings.domains'),
        field: 'contactDomains',
        flex: 2,
        context: { priority: 3 },
        valueFormatter: ({ value }: { value: string[] }) => value.join(', '),
      },
      { headerName: t('contractor.admin.tab.courses'), field: 'courses', width: 110, context: { priority: 2 } },
      { headerName: t('contractor.portals.contractors'), field: 'contractors', width: 130, context: { priority: 3 } },
      { headerName: t('contractor.portals.registrations'), field: 'registrations', width: 130 },
      {
        colId: 'actions',
        headerName: t('contractor.admin.actions'),
        width: 170,
        cellRenderer: ({ data }: { data?: PortalSummary }) =>
          data && <Link href={`${adminHref(data.slug)}/register`}>{t('contractor.portals.form')}</Link>,
      },
    ],
    [t],
  );

  return (
    <Page
      title={t('contractor.portals.title')}
      actions={
        <Button variant="primary" onClick={() => setCreating(true)}>
          {t('contractor.portals.new')}
        </Button>
      }
    >
      {list.error && <ErrorPanel error={list.error} onRetry={list.reload} />}
      {!list.data && !list.error && <Spinner />}
      {list.data && (
        <DataGrid ariaLabel={t('contractor.portals.title')} rows={list.data.portals} columns={columns} getRowId={(row) => row.slug} />
      )}
      {creating && (
        <Modal open title={t('contractor.portals.new')} onClose={() => setCreating(false)}>
          <PortalSettingsForm onSaved={(saved) => navigateToUrl(adminHref(saved.slug))} />
        </Modal>
      )}
    </Page>
  );
}
