import { crmCustomerSyncEndpoints as endpoints, type CrmCustomer } from '@atrium/users-contract';
import { Button, callEndpoint, formatDateTime, TextField, useEndpoint, useT, type ColDef } from '@atrium/shared-ui';
import { useMemo, useState } from 'react';
import { CrmCustomerList } from './CrmCustomerList';
import { PairCustomerDialog } from './PairCustomerDialog';
import { useCrmRowAction } from './use-crm-row-action';
import { useCrmSearch } from './use-crm-search';
import { useReloadOn } from './use-reload-on';

/** The CRM's customers no Atrium customer is paired with: create one from them, or pair an existing one. */
export function UnpairedCustomersTab({ version, onChanged }: { version: number; onChanged: () => void }) {
  const t = useT();
  const { search, setSearch, searched, page, setPage } = useCrmSearch();
  const [pairing, setPairing] = useState<CrmCustomer | null>(null);
  const { busySoid, run } = useCrmRowAction(onChanged);
  const list = useEndpoint(endpoints.searchUnpaired, { query: { search: searched, page } });
  useReloadOn(version, list.reload);

  const create = (row: CrmCustomer) =>
    run(row.soid, async () => {
      const answer = await callEndpoint(endpoints.createInApp, { params: { soid: row.soid } });
      return { key: answer.created ? 'superoffice.created' : 'superoffice.alreadyPaired', name: row.name };
    });

  const columns = useMemo<ColDef<CrmCustomer>[]>(
    () => [
      { headerName: t('superoffice.soid'), field: 'soid', width: 110 },
      { headerName: t('superoffice.crmName'), field: 'name', flex: 2 },
      { headerName: t('superoffice.orgNumber'), field: 'orgNumber', flex: 1, context: { priority: 2 } },
      { headerName: t('superoffice.country'), field: 'country', width: 110, context: { priority: 3 } },
      {
        headerName: t('superoffice.crmUpdated'),
        field: 'crmUpdated',
        flex: 1,
        context: { priority: 2 },
        valueFormatter: ({ value }: { value: string | null }) => (value ? formatDateTime(value) : ''),
      },
      {
        colId: 'actions',
        headerName: t('superoffice.actions'),
        width: 300,
        cellRenderer: ({ data }: { data?: CrmCustomer }) =>
          data && (
            <span className="atr-row-actions">
              <Button data-main-action busy={busySoid === data.soid} onClick={() => void create(data)}>
                {t('superoffice.createInApp')}
              </Button>
              <Button onClick={() => setPairing(data)}>{t('superoffice.pair')}</Button>
            </span>
          ),
      },
    ],
    // create reads only state setters and the row it is given.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, busySoid],
  );

  return (
    <div>
      <TextField label={t('superoffice.search')} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <CrmCustomerList
        list={list}
        countKey="superoffice.unpairedCount"
        ariaLabel={t('superoffice.tab.unpaired')}
        columns={columns}
        page={page}
        onPage={setPage}
      />
      {pairing && (
        <PairCustomerDialog
          crmCustomer={pairing}
          onClose={() => setPairing(null)}
          onPaired={() => {
            setPairing(null);
            onChanged();
          }}
        />
      )}
    </div>
  );
}
