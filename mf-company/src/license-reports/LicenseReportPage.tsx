import {
  defaultReportDates,
  LICENSE_PAGE_SIZE,
  TYPES_WITHOUT_DATES,
  type LicenseReportRow,
  type LicenseSearch,
  type LicenseSearchResult,
  type LicenseType,
} from '@atrium/company-contract';
import { Button, DataGrid, deadEndOf, DeadEndPanel, failureKey, Page, Pagination, toast, useAuth, useT } from '@atrium/shared-ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { downloadExcel, searchLicenses } from './license-report-api';
import { licenseReportColumns, licenseRowKey } from './LicenseReportColumns';
import { LicenseReportActions } from './LicenseReportActions';
import { LicenseSearchForm } from './LicenseSearchForm';
import './messages';

function initialSearch(licenseType: LicenseType): LicenseSearch {
  const dates = TYPES_WITHOUT_DATES.includes(licenseType) ? {} : defaultReportDates(licenseType);
  return { licenseReportType: licenseType, departments: [], classroomOrElearning: 'ALL', ...dates };
}

/**
 * /my-company/licenses/{licenseType} (document 001 §2, §9): the license search of one report or overview type,
 * 20 rows a page of at most 300, the type's action on the selected rows and the Excel file. ALL_LICENSES starts
 * empty; every other type searches with its default dates at once.
 */
export default function LicenseReportPage({ licenseType }: { licenseType: LicenseType }) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const currency = useAuth((state) => state.currency);
  const customerId = useAuth((state) => state.me?.activeCustomerId ?? null);
  const initial = useMemo(() => initialSearch(licenseType), [licenseType]);
  const [search, setSearch] = useState<LicenseSearch | null>(licenseType === 'ALL_LICENSES' ? null : initial);
  const [result, setResult] = useState<LicenseSearchResult | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);
  const [page, setPage] = useState(1);
  const [selectedKeys, setSelectedKeys] = useState<ReadonlySet<string>>(new Set());
  const hitsRef = useRef<HTMLParagraphElement>(null);

  /**
   * `focusHits` after an action: the button that ran it is disabled once the selection is cleared, so focus moves to
   * the new count rather than being lost on the page (a keyboard user goes on from there).
   */
  const load = useCallback((wanted: LicenseSearch, focusHits = false) => {
    setLoading(true);
    searchLicenses(wanted)
      .then((answer) => {
        setResult(answer);
        setFailure(null);
        setPage(1);
        setSelectedKeys(new Set());
        if (focusHits) requestAnimationFrame(() => hitsRef.current?.focus());
      }, setFailure)
      .finally(() => setLoading(false));
  }, []);

  useEffect(() => {
    if (search) load(search);
  }, [search, load]);

  const rows = useMemo(() => result?.licenses ?? [], [result]);
  const selected = useMemo(() => rows.filter((row) => selectedKeys.has(licenseRowKey(row))), [rows, selectedKeys]);
  const shown = rows.slice((page - 1) * LICENSE_PAGE_SIZE, page * LICENSE_PAGE_SIZE);
  const columns = useMemo(() => {
    const toggle = (key: string) =>
      setSelectedKeys((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      });
    return licenseReportColumns({ t, locale, currency, selected: selectedKeys, toggle });
  }, [t, locale, currency, selectedKeys]);

  const deadEnd = deadEndOf(failure);
  if (deadEnd) return <DeadEndPanel kind={deadEnd} />;

  const excel = () => {
    if (search) downloadExcel(search).catch((error: unknown) => toast.error(failureKey(error)));
  };

  return (
    <Page
      title={t(`my-company.licenses.type.${licenseType}`)}
      actions={
        <Button onClick={excel} disabled={!search || rows.length === 0}>
          {t('my-company.licenses.excel')}
        </Button>
      }
    >
      <LicenseSearchForm
        key={licenseType}
        licenseType={licenseType}
        customerId={customerId}
        initial={initial}
        busy={loading}
        onSearch={(wanted) => setSearch({ ...wanted })}
      />
      {failure !== null && (
        <p role="alert" className="atr-form-error">
          {t(failureKey(failure))}
        </p>
      )}
      {!result && !search && <p>{t('my-company.licenses.startEmpty')}</p>}
      {result && (
        <>
          {result.limited && (
            <p role="status" data-testid="license-limited">
              {t('my-company.licenses.searchLimit', { shown: rows.length, hits: result.hits })}
            </p>
          )}
          <p aria-live="polite" data-testid="license-hits" ref={hitsRef} tabIndex={-1}>
            {t('my-company.licenses.hits', { count: result.hits })}
          </p>
          <div className="atr-toolbar">
            <Button onClick={() => setSelectedKeys(new Set(rows.map(licenseRowKey)))} disabled={rows.length === 0}>
              {t('my-company.licenses.selectAll')}
            </Button>
            <Button onClick={() => setSelectedKeys(new Set())} disabled={selected.length === 0}>
              {t('my-company.licenses.selectNone')}
            </Button>
            <span data-testid="license-selected">{t('my-company.licenses.selectedCount', { count: selected.length })}</span>
          </div>
          <LicenseReportActions licenseType={licenseType} selected={selected} onChanged={() => search && load(search, true)} />
          <DataGrid<LicenseReportRow>
            ariaLabel={t('my-company.licenses.grid')}
            rows={shown}
            columns={columns}
            loading={loading}
            getRowId={licenseRowKey}
          />
          {rows.length > LICENSE_PAGE_SIZE && (
            <Pagination page={page} totalPages={Math.ceil(rows.length / LICENSE_PAGE_SIZE)} onChange={setPage} />
          )}
        </>
      )}
    </Page>
  );
}
