import { CRM_PAGE_SIZE, crmCustomerSyncEndpoints as endpoints, type CrmPair } from '@atrium/users-contract';
import {
  Button,
  callEndpoint,
  Checkbox,
  ConfirmDialog,
  DataGrid,
  ErrorPanel,
  failureKey,
  formatDateTime,
  Pagination,
  Spinner,
  TextField,
  toast,
  useDebouncedValue,
  useEndpoint,
  useT,
  type ColDef,
} from '@atrium/shared-ui';
import { useMemo, useState } from 'react';
import { useReloadOn } from './use-reload-on';

const SEARCH_DELAY_MS = 300;

/** Atrium customers paired with the CRM's: what differs now, syncing, unpairing. */
export function PairedCustomersTab({ version, onChanged }: { version: number; onChanged: () => void }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [driftedOnly, setDriftedOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [busySoid, setBusySoid] = useState<number | null>(null);
  const [unpairing, setUnpairing] = useState<CrmPair | null>(null);
  const searched = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = useEndpoint(endpoints.searchPaired, {
    query: { search: searched || undefined, page, drifted: driftedOnly ? 'true' : undefined },
  });
  useReloadOn(version, list.reload);

  const act = async (row: CrmPair, action: () => Promise<unknown>, done: string) => {
    setBusySoid(row.soid);
    try {
      await action();
      toast.success(done, { name: row.crmName ?? row.customerName });
      onChanged();
    } catch (error) {
      toast.error(failureKey(error));
    } finally {
      setBusySoid(null);
    }
  };
  const sync = (row: CrmPair) => act(row, () => callEndpoint(endpoints.sync, { params: { soid: row.soid } }), 'superoffice.synced');

  const columns = useMemo<ColDef<CrmPair>[]>(
    () => [
      { headerName: t('superoffice.soid'), field: 'soid', width: 110 },
      { headerName: t('superoffice.atriumCustomer'), field: 'customerName', flex: 2 },
      { headerName: t('superoffice.crmName'), field: 'crmName', flex: 2, context: { priority: 2 } },
      { headerName: t('superoffice.orgNumber'), field: 'customerOrgNumber', flex: 1, context: { priority: 3 } },
      {
        headerName: t('superoffice.syncedAt'),
        field: 'syncedAt',
        flex: 1,
        context: { priority: 2 },
        valueFormatter: ({ value }: { value: string | null }) => (value ? formatDateTime(value) : ''),
      },
      {
        headerName: t('superoffice.drift'),
        field: 'drift',
        flex: 1,
        valueFormatter: ({ data }: { data?: CrmPair }) =>
          !data
            ? ''
            : data.crmName === null
              ? t('superoffice.drift.notInMirror')
              : data.drift.map((field) => t(`superoffice.field.${field}`)).join(', ') || t('superoffice.drift.none'),
      },
      {
        colId: 'actions',
        headerName: t('superoffice.actions'),
        width: 240,
        cellRenderer: ({ data }: { data?: CrmPair }) =>
          data && (
            <span className="atr-row-actions">
              <Button data-main-action busy={busySoid === data.soid} onClick={() => void sync(data)}>
                {t('superoffice.sync')}
              </Button>
              <Button onClick={() => setUnpairing(data)}>{t('superoffice.unpair')}</Button>
            </span>
          ),
      },
    ],
    // sync reads only state setters and the row it is given.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, busySoid],
  );

  return (
    <div>
      <div className="atr-toolbar">
        <TextField
          label={t('superoffice.search')}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <Checkbox
          label={t('superoffice.driftedOnly')}
          checked={driftedOnly}
          onChange={(event) => {
            setDriftedOnly(event.target.checked);
            setPage(1);
          }}
        />
      </div>
      {list.error && <ErrorPanel error={list.error} onRetry={list.reload} />}
      {!list.data && !list.error && <Spinner />}
      {list.data && (
        <>
          <p role="status">{t('superoffice.pairedCount', { count: list.data.total })}</p>
          <DataGrid ariaLabel={t('superoffice.tab.paired')} rows={list.data.rows} columns={columns} getRowId={(row) => String(row.soid)} />
          <Pagination page={page} totalPages={Math.max(1, Math.ceil(list.data.total / CRM_PAGE_SIZE))} onChange={setPage} />
        </>
      )}
      {unpairing && (
        <ConfirmDialog
          open
          title={t('superoffice.unpair')}
          confirmLabel={t('superoffice.unpair')}
          message={t('superoffice.unpair.confirm', { name: unpairing.customerName, soid: unpairing.soid })}
          onCancel={() => setUnpairing(null)}
          onConfirm={() => {
            const row = unpairing;
            setUnpairing(null);
            void act(row, () => callEndpoint(endpoints.unpair, { params: { soid: row.soid } }), 'superoffice.unpaired');
          }}
        />
      )}
    </div>
  );
}
