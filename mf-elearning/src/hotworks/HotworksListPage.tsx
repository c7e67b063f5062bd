import { HOTWORKS_NAME_DEBOUNCE_MS } from '@atrium/elearning-contract';
import { Button, Checkbox, DataGrid, ErrorPanel, Page, Select, TextField, useAuth, useT } from '@atrium/shared-ui';
import { useEffect, useMemo, useState } from 'react';
import { useCustomerNames } from '../customer-names';
import { hotworksColumns } from './HotworksColumns';
import {
  filtersFromSearch,
  HOTWORKS_FLAGS,
  hotworksYearChoices,
  monthChoices,
  searchFromFilters,
  type HotworksFilters,
} from './hotworks-filters';
import { rememberListSearch } from './hotworks-route';
import './messages';
import { useHotworks } from './use-hotworks';

type ValueKey = 'year' | 'month' | 'customerId' | 'name';

/** A copy of the filters with one value set, or removed when empty, so the query string never holds empty values. */
function withValue(filters: HotworksFilters, key: ValueKey, value: string | number | undefined): HotworksFilters {
  const next = { ...filters };
  if (value === undefined || value === '') delete next[key];
  else Object.assign(next, { [key]: value });
  return next;
}

/** /hotworks (document 001 §2): every filter lives in the query string, so a link or reload shows the same list. */
export default function HotworksListPage() {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const [filters, setFilters] = useState(() => filtersFromSearch(window.location.search));
  const [nameText, setNameText] = useState(filters.name ?? '');
  const [years] = useState(() => hotworksYearChoices(new Date()));
  const customers = useCustomerNames();
  const search = searchFromFilters(filters);
  const { data: rows, loading, error, reload } = useHotworks(search);

  useEffect(() => {
    const url = `${window.location.pathname}${search ? `?${search}` : ''}`;
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(window.history.state, '', url);
    rememberListSearch(search);
  }, [search]);

  // Document 001 §2, §9: the typed name becomes a filter once typing has paused for 2 seconds.
  useEffect(() => {
    const name = nameText.trim();
    if (name === (filters.name ?? '')) return;
    const timer = setTimeout(() => setFilters((current) => withValue(current, 'name', name)), HOTWORKS_NAME_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [nameText, filters.name]);

  const clearFilters = () => {
    setNameText('');
    setFilters({});
  };

  const customerNames = useMemo(() => new Map(customers.map((customer) => [customer.id, customer.name])), [customers]);
  const customerName = useMemo(
    () => (id: number | null) => (id === null ? '' : (customerNames.get(id) ?? t('hotworks.customerId', { id }))),
    [customerNames, t],
  );
  const columns = useMemo(() => hotworksColumns(t, customerName), [t, customerName]);
  // A year or customer from a link that is not among the choices is still shown as chosen.
  const yearOptions = [...new Set([...years, ...(filters.year === undefined ? [] : [filters.year])])];
  const customerOptions = [
    ...customers.map((customer) => ({ value: String(customer.id), label: customer.name })),
    ...(filters.customerId !== undefined && !customerNames.has(filters.customerId)
      ? [{ value: String(filters.customerId), label: customerName(filters.customerId) }]
      : []),
  ];

  return (
    <Page title={t('hotworks.title')}>
      <div className="atr-toolbar" role="search" aria-label={t('hotworks.filters')}>
        <TextField label={t('hotworks.filter.name')} value={nameText} onChange={(event) => setNameText(event.target.value)} />
        <Select
          label={t('hotworks.filter.year')}
          placeholder={t('hotworks.filter.any')}
          options={yearOptions.map((year) => ({ value: String(year), label: String(year) }))}
          value={filters.year === undefined ? '' : String(filters.year)}
          onChange={(event) => setFilters(withValue(filters, 'year', event.target.value && Number(event.target.value)))}
        />
        <Select
          label={t('hotworks.filter.month')}
          placeholder={t('hotworks.filter.any')}
          options={monthChoices(locale).map((month) => ({ value: String(month.value), label: month.label }))}
          value={filters.month === undefined ? '' : String(filters.month)}
          onChange={(event) => setFilters(withValue(filters, 'month', event.target.value && Number(event.target.value)))}
        />
        <Select
          label={t('hotworks.filter.customer')}
          placeholder={t('hotworks.filter.any')}
          options={customerOptions}
          value={filters.customerId === undefined ? '' : String(filters.customerId)}
          onChange={(event) => setFilters(withValue(filters, 'customerId', event.target.value && Number(event.target.value)))}
        />
        {HOTWORKS_FLAGS.map((flag) => (
          <Checkbox
            key={flag}
            label={t(`hotworks.filter.${flag}`)}
            checked={filters[flag] ?? false}
            onChange={(event) => setFilters({ ...filters, [flag]: event.target.checked })}
          />
        ))}
        <Button variant="secondary" onClick={clearFilters}>
          {t('hotworks.filter.clear')}
        </Button>
      </div>
      {error ? (
        <ErrorPanel error={error} onRetry={reload} />
      ) : (
        <>
          <p aria-live="polite" data-testid="hotworks-total">
            {rows ? t('hotworks.total', { total: rows.length }) : ''}
          </p>
          <DataGrid
            ariaLabel={t('hotworks.grid')}
            rows={rows ?? []}
            columns={columns}
            loading={loading}
            getRowId={(row) => String(row.id)}
          />
        </>
      )}
    </Page>
  );
}
