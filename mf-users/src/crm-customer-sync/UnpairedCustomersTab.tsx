import { CRM_PAGE_SIZE, crmCustomerSyncEndpoints as endpoints, type CrmCustomer } from '@atrium/users-contract';
import {
  Button,
  callEndpoint,
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
import { PairCustomerDialog } from './PairCustomerDialog';
import { useReloadOn } from './use-reload-on';

const SEARCH_DELAY_MS = 300;

/** The CRM's customers no Atrium customer is paired with: create one from them, or pair an existing one. */
export function UnpairedCustomersTab({ version, onChanged }: { version: number; onChanged: () => void }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pairing, setPairing] = useState<CrmCustomer | null>(null);
  const [busySoid, setBusySoid] = useState<number | null>(null);
  const searched = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = useEndpoint(endpoints.searchUnpaired, { query: { search: searched || undefined, page } });
  useReloadOn(version, list.reload);

  const create = async (row: CrmCustomer) => {
    setBusySoid(row.soid);
    try {
      const answer = await callEndpoint(endpoints.createInApp, { params: { soid: row.soid } });
      toast.success(answer.created ? 'superoffice.created' : 'superoffice.alreadyPaired', { name: row.name });
      onChanged();
    } catch (error) {
      toast.error(failureKey(error));
    } finally {
      setBusySoid(null);
    }
  };

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
      <TextField
        label={t('superoffice.search')}
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      {list.error && <ErrorPanel error={list.error} onRetry={list.reload} />}
      {!list.data && !list.error && <Spinner />}
      {list.data && (
        <>
          <p role="status">{t('superoffice.unpairedCount', { count: list.data.total })}</p>
          <DataGrid
            ariaLabel={t('superoffice.tab.unpaired')}
            rows={list.data.rows}
            columns={columns}
            getRowId={(row) => String(row.soid)}
          />
          <Pagination page={page} totalPages={Math.max(1, Math.ceil(list.data.total / CRM_PAGE_SIZE))} onChange={setPage} />
        </>
      )}
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
