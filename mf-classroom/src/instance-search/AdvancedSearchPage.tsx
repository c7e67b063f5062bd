import { useEffect, useMemo, useState } from 'react';
import { keysetPageQuery } from '@atrium/core-contract';
import {
  advancedSearchEndpoints,
  advancedSearchQuerySchema,
  isSearchWindowTooLong,
  normaliseSearchRange,
  searchRows,
  shortenName,
  type SearchRow,
} from '@atrium/classroom-contract';
import {
  callEndpoint,
  endpointUrl,
  Button,
  Checkbox,
  DataGrid,
  DateField,
  ErrorPanel,
  formatDate,
  Page,
  Pagination,
  Select,
  TextField,
  useLoad,
  useT,
  type ColDef,
} from '@atrium/shared-ui';
import { CustomerPicker } from '../instances/CustomerPicker';
import { instanceApi } from '../instances/instance-api';
import { fetchInstructors, instructorName } from '../instances/lookups';
import { statusCellStyle, statusKey } from '../instances/status-style';
import { loadSelection, saveSelection, toQuery, type SearchSelection } from './search-selection';

/** /clicourses/search: instances by date window and filters, with an Excel export of the same rows. */
export function AdvancedSearchPage() {
  const t = useT();
  const [selection, setSelection] = useState<SearchSelection>(loadSelection);
  const [searched, setSearched] = useState<SearchSelection>(selection);
  const places = useLoad('places', instanceApi.coursePlaces);
  const instructors = useLoad('instructors', fetchInstructors);
  const tooLong = isSearchWindowTooLong(...(Object.values(normaliseSearchRange(selection.fromDate, selection.toDate)) as [string, string]));
  const query = toQuery(searched);
  // The result is read a page at a time (issue 12): the keyset query of the page asked for, {} for the first.
  const [paging, setPaging] = useState<Record<string, string>>({});
  const pageQuery = { ...query, ...paging };
  const result = useLoad(JSON.stringify(pageQuery), () => {
    // The service's own rules (365 days at most) are checked before sending.
    advancedSearchQuerySchema.parse(pageQuery);
    return callEndpoint(advancedSearchEndpoints.search, { query: pageQuery });
  });
  useEffect(() => saveSelection(searched), [searched]);

  const set = (patch: Partial<SearchSelection>) => {
    const next = { ...selection, ...patch };
    // Document 000 §5: an end before the start becomes the start plus one week.
    setSelection({ ...next, ...normaliseSearchRange(next.fromDate, next.toDate) });
  };

  const rows = useMemo(() => (result.data ? searchRows(result.data) : []), [result.data]);
  const columns = useMemo<ColDef<SearchRow>[]>(() => {
    const style = ({ data }: { data: SearchRow | undefined }) => statusCellStyle(data?.status);
    const col = (key: keyof SearchRow, header: string, width?: number): ColDef<SearchRow> => ({
      headerName: t(header),
      field: key,
      cellStyle: style,
      ...(width ? { width } : { flex: 1, minWidth: 140 }),
    });
    return [
      col('id', 'instances.column.id', 90),
      { ...col('startDate', 'instances.column.startDate', 120), valueFormatter: ({ value }) => (value ? formatDate(value as string) : '') },
      { ...col('endDate', 'instances.column.endDate', 120), valueFormatter: ({ value }) => (value ? formatDate(value as string) : '') },
      // Document 000 §2's cut is the screen's; the whole name is the cell's tooltip and the spreadsheet's value.
      {
        ...col('courseName', 'instances.column.course'),
        valueFormatter: ({ value }) => shortenName(value as string),
        tooltipField: 'courseName',
      },
      col('coursePlace', 'instances.column.coursePlace'),
      col('rooms', 'instances.column.rooms'),
      col('days', 'instances.column.days', 80),
      {
        headerName: t('instances.column.status'),
        colId: 'status',
        width: 120,
        cellStyle: style,
        valueGetter: ({ data }) => (data ? t(statusKey(data.statusName)) : ''),
      },
      col('sku', 'instances.column.sku', 140),
      col('orderReference', 'instances.column.orderReference', 150),
    ];
  }, [t]);

  return (
    <Page
      title={t('search.title')}
      actions={
        <form method="get" action={endpointUrl(advancedSearchEndpoints.search, {})}>
          {Object.entries({ ...query, toExcel: 'true' }).flatMap(([name, value]) =>
            typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
              ? [<input key={name} type="hidden" name={name} value={String(value)} />]
              : [],
          )}
          <Button type="submit">{t('common.download.excel')}</Button>
        </form>
      }
    >
      <form
        className="atr-toolbar"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (tooLong) return;
          setSearched(selection);
          setPaging({});
        }}
      >
        <DateField
          label={t('search.fromDate')}
          value={selection.fromDate}
          required
          onChange={(value) => value && set({ fromDate: value })}
        />
        <DateField
          label={t('search.toDate')}
          value={selection.toDate}
          required
          error={tooLong ? 'search.tooLong' : undefined}
          onChange={(value) => value && set({ toDate: value })}
        />
        <Select
          label={t('instances.field.coursePlace')}
          value={selection.coursePlaceId}
          placeholder=""
          options={(places.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          onChange={(e) => set({ coursePlaceId: e.target.value })}
        />
        <Select
          label={t('search.instructor')}
          value={selection.instructorId}
          placeholder=""
          options={(instructors.data ?? []).map((i) => ({ value: String(i.id), label: instructorName(i) }))}
          onChange={(e) => set({ instructorId: e.target.value })}
        />
        <TextField label={t('search.course')} value={selection.course} onChange={(e) => set({ course: e.target.value })} />
        <CustomerPicker value={selection.customerId} onChange={(customerId) => set({ customerId })} />
        <TextField label={t('search.freeText')} value={selection.freeText} onChange={(e) => set({ freeText: e.target.value })} />
        <Checkbox
          label={t('search.purchasableOnly')}
          checked={selection.purchasableOnly}
          onChange={(e) => set({ purchasableOnly: e.target.checked })}
        />
        <Button type="submit" variant="primary">
          {t('common.search')}
        </Button>
      </form>
      {result.error ? (
        <ErrorPanel error={result.error} onRetry={result.reload} />
      ) : (
        <>
          <p aria-live="polite" data-testid="search-total">
            {result.data ? t('search.total', { total: result.data.total }) : ''}
          </p>
          <DataGrid
            ariaLabel={t('search.grid')}
            rows={rows}
            columns={columns}
            loading={result.loading}
            getRowId={(row) => String(row.id)}
          />
          {result.data && (
            <Pagination
              page={result.data.page}
              totalPages={Math.ceil(result.data.total / result.data.pageSize)}
              onChange={(page) => setPaging(keysetPageQuery(page, result.data ?? undefined))}
            />
          )}
        </>
      )}
    </Page>
  );
}
