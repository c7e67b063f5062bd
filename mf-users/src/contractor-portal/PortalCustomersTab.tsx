import { contractorPortalEndpoints as endpoints } from '@atrium/users-contract';
import {
  Button,
  callEndpoint,
  CustomerPicker,
  DataGrid,
  failureKey,
  Select,
  toast,
  useT,
  type ColDef,
  type CustomerItem,
} from '@atrium/shared-ui';
import { useMemo, useState } from 'react';
import type { PortalTabProps } from './PortalCoursesTab';

interface CompanyRow {
  customerId: number;
  name: string;
  /** The contractor a sub-contractor works for; null for a contractor. */
  contractor: string | null;
}

/** The portal's contractors and their sub-contractors: the companies people register with. */
export function PortalCustomersTab({ slug, portal, reload }: PortalTabProps) {
  const t = useT();
  const [customer, setCustomer] = useState<CustomerItem | null>(null);
  const [parent, setParent] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const rows = portal.contractors.flatMap((contractor): CompanyRow[] => [
    { customerId: contractor.customerId, name: contractor.name, contractor: null },
    ...contractor.subContractors.map((sub) => ({ customerId: sub.customerId, name: sub.name, contractor: contractor.name })),
  ]);

  const add = async () => {
    if (!customer) {
      setError('validation.required');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await callEndpoint(endpoints.addContractor, {
        params: { portal: slug },
        body: { customerId: customer.id, parentCustomerId: parent ? Number(parent) : null },
      });
      toast.success('contractor.admin.companyAdded', { name: customer.name });
      setCustomer(null);
      setParent('');
      reload();
    } catch (failure) {
      setError(failureKey(failure));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (row: CompanyRow) => {
    try {
      await callEndpoint(endpoints.removeContractor, { params: { portal: slug, customerId: row.customerId } });
      toast.success('contractor.admin.companyRemoved', { name: row.name });
      reload();
    } catch (failure) {
      toast.error(failureKey(failure));
    }
  };

  const columns = useMemo<ColDef<CompanyRow>[]>(
    () => [
      { headerName: t('contractor.admin.company'), field: 'name', flex: 2 },
      {
        headerName: t('contractor.admin.kind'),
        field: 'contractor',
        flex: 2,
        valueFormatter: ({ value }: { value: string | null }) =>
          value === null ? t('contractor.admin.kind.contractor') : t('contractor.admin.kind.subContractor', { contractor: value }),
      },
      {
        colId: 'actions',
        headerName: t('contractor.admin.actions'),
        width: 160,
        cellRenderer: ({ data }: { data?: CompanyRow }) =>
          data && (
            <Button
              data-main-action
              aria-label={t('contractor.admin.removeCompany', { name: data.name })}
              onClick={() => void remove(data)}
            >
              {t('contractor.admin.remove')}
            </Button>
          ),
      },
    ],
    // remove reads only the row it is given and stable props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, slug],
  );

  return (
    <div>
      <div className="atr-toolbar">
        <CustomerPicker label={t('contractor.admin.addCompany')} value={customer} onChange={setCustomer} error={error} />
        <Select
          label={t('contractor.admin.subContractorOf')}
          placeholder={t('contractor.admin.noParent')}
          value={parent}
          options={portal.contractors.map((contractor) => ({ value: String(contractor.customerId), label: contractor.name }))}
          onChange={(event) => setParent(event.target.value)}
        />
        <Button variant="primary" busy={busy} onClick={() => void add()}>
          {t('contractor.admin.add')}
        </Button>
      </div>
      {rows.length === 0 ? (
        <p role="status">{t('contractor.admin.noCompanies')}</p>
      ) : (
        <DataGrid
          ariaLabel={t('contractor.admin.tab.customers')}
          rows={rows}
          columns={columns}
          getRowId={(row) => String(row.customerId)}
        />
      )}
    </div>
  );
}
