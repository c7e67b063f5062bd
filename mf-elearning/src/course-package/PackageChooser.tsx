import { packageEndpoints, type PackageListType, type PackageStatus, type PackageSummary } from '@atrium/elearning-contract';
import { Button, ErrorPanel, Select, TableHeadWithActions, useEndpoint, useT, formatDate } from '@atrium/shared-ui';
import { useId, useState } from 'react';
import { hasNextPage, hasPreviousPage } from './package-choice';
import './messages';

/** Which list a filter shows: packages of a type the site's owner holds, or (platform admins) every owner's of a status. */
type PackageList = { by: 'type'; type: PackageListType; ownerCustomerId: number } | { by: 'status'; status: PackageStatus };

export interface PackageChooserProps<F extends string> {
  title: string;
  filterLabel: string;
  filters: readonly { value: F; label: string }[];
  initialFilter: F;
  /** Which packages a filter lists; null until that is known. */
  listOf: (filter: F) => PackageList | null;
  emptyText: string;
  onChoose: (chosen: PackageSummary) => void;
}

/**
 * Document 001 §2 and §4: packages of one kind, 20 a page, each one selectable for the course. The
 * package tab lists them by type for everyone and by status for platform admins.
 */
export function PackageChooser<F extends string>({
  title,
  filterLabel,
  filters,
  initialFilter,
  listOf,
  emptyText,
  onChoose,
}: PackageChooserProps<F>) {
  const t = useT();
  const titleId = useId();
  const [filter, setFilter] = useState(initialFilter);
  const shown = listOf(filter);
  const listKey = shown && JSON.stringify(shown);
  // Another list starts at its first page.
  const [at, setAt] = useState({ listKey, page: 0 });
  const page = at.listKey === listKey ? at.page : 0;
  const byType = useEndpoint(
    packageEndpoints.listByType,
    shown?.by === 'type' ? { params: { type: shown.type, page }, query: { ownerCustomerId: shown.ownerCustomerId } } : null,
  );
  const byStatus = useEndpoint(packageEndpoints.listByStatus, shown?.by === 'status' ? { params: { status: shown.status, page } } : null);
  const list = shown?.by === 'status' ? byStatus : byType;
  const rows = list.loading ? null : list.data;

  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <Select label={filterLabel} value={filter} options={filters} onChange={(event) => setFilter(event.target.value as F)} />
      {list.error && <ErrorPanel error={list.error} onRetry={list.reload} />}
      {rows && rows.length === 0 && <p>{emptyText}</p>}
      {rows && rows.length > 0 && (
        <table className="atr-table">
          <TableHeadWithActions
            headings={[
              t('ecourse.package.column.title'),
              t('ecourse.package.column.status'),
              t('ecourse.package.column.created'),
              t('ecourse.package.column.items'),
            ]}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.title}</td>
                <td>{t(`ecourse.package.status.${row.status}`)}</td>
                <td>{formatDate(row.created)}</td>
                <td>{row.itemCount}</td>
                <td>
                  <Button variant="secondary" aria-label={t('ecourse.package.select', { title: row.title })} onClick={() => onChoose(row)}>
                    {t('ecourse.package.selectButton')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav className="atr-package-pages" aria-label={t('ecourse.package.pages', { list: title })}>
        <Button variant="secondary" disabled={!hasPreviousPage(page)} onClick={() => setAt({ listKey, page: page - 1 })}>
          {t('ecourse.package.previous')}
        </Button>
        <span>{t('ecourse.package.page', { page: page + 1 })}</span>
        <Button variant="secondary" disabled={!rows || !hasNextPage(rows.length)} onClick={() => setAt({ listKey, page: page + 1 })}>
          {t('ecourse.package.next')}
        </Button>
      </nav>
    </section>
  );
}
