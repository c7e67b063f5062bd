import { PACKAGE_FILTERS, PACKAGE_PAGE_SIZE, packageEndpoints, type PackageFilter, type PackageSummary } from '@atrium/authoring-contract';
import {
  callEndpoint,
  DataGrid,
  ErrorPanel,
  formatDateTime,
  hrefTo,
  Link,
  Page,
  Pagination,
  Select,
  Spinner,
  useEndpoint,
  useT,
  type ColDef,
} from '@atrium/shared-ui';
import { useEffect, useMemo, useState } from 'react';
import { AuthorGate } from '../author/AuthorGate';
import { ScormImportPanel } from '../scorm-import/ScormImportPanel';
import '../messages';

/** /elearningpackage/packages: the customer's packages by the author's stored filter (§4, all non-archived by default). */
function PackageList() {
  const t = useT();
  const stored = useEndpoint(packageEndpoints.filter, {});
  const [filter, setFilter] = useState<PackageFilter | null>(null);
  const [page, setPage] = useState(0);
  useEffect(() => {
    if (stored.data && filter === null) setFilter(stored.data.filter);
  }, [stored.data, filter]);
  const list = useEndpoint(packageEndpoints.list, filter === null ? null : { query: { filter, page } });
  const choose = (next: PackageFilter) => {
    setFilter(next);
    setPage(0);
    void callEndpoint(packageEndpoints.saveFilter, { body: { filter: next } });
  };
  const columns = useMemo<ColDef<PackageSummary>[]>(
    () => [
      {
        headerName: t('kpg.package.internalName'),
        field: 'internalName',
        flex: 2,
        cellRenderer: ({ data }: { data?: PackageSummary }) =>
          data && <Link href={hrefTo('elearningpackage.editpackage', { uuid: data.uuid })}>{data.internalName}</Link>,
      },
      { headerName: t('kpg.package.status'), field: 'status', valueFormatter: ({ value }: { value: string }) => t(`kpg.status.${value}`) },
      { headerName: t('kpg.package.locale'), field: 'locale', valueFormatter: ({ value }: { value: string }) => t(`kpg.locale.${value}`) },
      { headerName: t('kpg.package.chapters'), field: 'chapterCount', width: 120 },
      { headerName: t('kpg.package.lessons'), field: 'lessonCount', width: 120 },
      { headerName: t('kpg.package.updated'), field: 'updatedAt', valueFormatter: ({ value }: { value: string }) => formatDateTime(value) },
    ],
    [t],
  );
  return (
    <Page title={t('kpg.packages.title')} actions={<Link href={hrefTo('elearningpackage.editpackage')}>{t('kpg.packages.new')}</Link>}>
      <div className="atr-toolbar">
        {filter !== null && (
          <Select
            label={t('kpg.packages.filter')}
            value={filter}
            options={PACKAGE_FILTERS.map((value) => ({ value, label: t(`kpg.filter.${value}`) }))}
            onChange={(event) => choose(event.target.value as PackageFilter)}
          />
        )}
      </div>
      <ScormImportPanel onImported={list.reload} />
      {(stored.error ?? list.error) && <ErrorPanel error={(stored.error ?? list.error)!} onRetry={list.reload} />}
      {!list.data && !list.error && <Spinner />}
      {list.data && (
        <>
          <DataGrid ariaLabel={t('kpg.packages.title')} rows={list.data.rows} columns={columns} getRowId={(row) => row.uuid} />
          <Pagination
            page={page + 1}
            totalPages={Math.max(1, Math.ceil(list.data.total / PACKAGE_PAGE_SIZE))}
            onChange={(next) => setPage(next - 1)}
          />
        </>
      )}
    </Page>
  );
}

export default function PackagesPage() {
  return (
    <AuthorGate>
      <PackageList />
    </AuthorGate>
  );
}
