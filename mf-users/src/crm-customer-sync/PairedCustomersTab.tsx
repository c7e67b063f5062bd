import { crmCustomerSyncEndpoints as endpoints, type CrmPair } from '@atrium/users-contract';
import {
  Button,
  callEndpoint,
  Checkbox,
  ConfirmDialog,
  formatDateTime,
  TextField,
  useEndpoint,
  useT,
  type ColDef,
} from '@atrium/shared-ui';
import { useMemo, useState } from 'react';
import { CrmCustomerList } from './CrmCustomerList';
import { useCrmRowAction } from './use-crm-row-action';
import { useCrmSearch } from './use-crm-search';
import { useReloadOn } from './use-reload-on';

/** Atrium customers paired with the CRM's: what differs now, syncing, unpairing. */
export function PairedCustomersTab({ version, onChanged }: { version: number; onChanged: () => void }) {
  const t = useT();
  const { search, setSearch, searched, page, setPage } = useCrmSearch();
  const [driftedOnly, setDriftedOnly] = useState(false);
  const [unpairing, setUnpairing] = useState<CrmPair | null>(null);
  const { busySoid, run } = useCrmRowAction(onChanged);
  const list = useEndpoint(endpoints.searchPaired, { query: { search: searched, page, drifted: driftedOnly ? 'true' : undefined } });
  useReloadOn(version, list.reload);

  const act = (row: CrmPair, endpoint: typeof endpoints.sync | typeof endpoints.unpair, key: string) =>
    run(row.soid, async () => {
      await callEndpoint(endpoint, { params: { soid: row.soid } });
      return { key, name: row.crmName ?? row.customerName };
    });

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
              <Button data-main-action busy={busySoid === data.soid} onClick={() => void act(data, endpoints.sync, 'superoffice.synced')}>
                {t('superoffice.sync')}
              </Button>
              <Button onClick={() => setUnpairing(data)}>{t('superoffice.unpair')}</Button>
            </span>
          ),
      },
    ],
    // act reads only state setters and the row it is given.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, busySoid],
  );

  return (
    <div>
      <div className="atr-toolbar">
        <TextField label={t('superoffice.search')} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        <Checkbox
          label={t('superoffice.driftedOnly')}
          checked={driftedOnly}
          onChange={(event) => {
            setDriftedOnly(event.target.checked);
            setPage(1);
          }}
        />
      </div>
      <CrmCustomerList
        list={list}
        countKey="superoffice.pairedCount"
        ariaLabel={t('superoffice.tab.paired')}
        columns={columns}
        page={page}
        onPage={setPage}
      />
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
            void act(row, endpoints.unpair, 'superoffice.unpaired');
          }}
        />
      )}
    </div>
  );
}
