import { packageListResponseSchema, packageListTypeSchema, type PackageSummary } from '@atrium/elearning-service/contract';
import { apiFetch, Button, Select, TableHeadWithActions, useT } from '@atrium/shared-ui';
import { useEffect, useState } from 'react';
import { formatDay } from '../formatDay';
import { hasNextPage, hasPreviousPage } from './packageChoice';
import './messages';

type ListType = (typeof packageListTypeSchema.options)[number];

/** Document 001 §2 and §4: packages of one type, 20 a page, each one selectable for the course. */
export function PackageChooser({ onChoose }: { onChoose: (chosen: PackageSummary) => void }) {
  const t = useT();
  const [type, setType] = useState<ListType>('scorm2004');
  const [page, setPage] = useState(0);
  const [rows, setRows] = useState<PackageSummary[] | null>(null);

  useEffect(() => {
    let live = true;
    setRows(null);
    apiFetch(`/api/elearning/data/ecourses/xapi/coursecontent/${type}/${page}`).then(
      (answer) => live && setRows(packageListResponseSchema.parse(answer)),
      () => live && setRows([]),
    );
    return () => {
      live = false;
    };
  }, [type, page]);

  return (
    <section aria-labelledby="package-chooser-title">
      <h3 id="package-chooser-title">{t('ecourse.package.choose')}</h3>
      <Select
        label={t('ecourse.package.listType')}
        value={type}
        options={packageListTypeSchema.options.map((value) => ({ value, label: value }))}
        onChange={(event) => {
          setType(event.target.value as ListType);
          setPage(0);
        }}
      />
      {rows && rows.length === 0 && <p>{t('ecourse.package.noPackages')}</p>}
      {rows && rows.length > 0 && (
        <table className="atr-table">
          <TableHeadWithActions
            headings={[t('ecourse.package.column.title'), t('ecourse.package.column.status'), t('ecourse.package.column.created'), t('ecourse.package.column.items')]}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.title}</td>
                <td>{row.status}</td>
                <td>{formatDay(row.created)}</td>
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
      <nav className="atr-package-pages" aria-label={t('ecourse.package.page', { page: page + 1 })}>
        <Button variant="secondary" disabled={!hasPreviousPage(page)} onClick={() => setPage(page - 1)}>
          {t('ecourse.package.previous')}
        </Button>
        <span>{t('ecourse.package.page', { page: page + 1 })}</span>
        <Button variant="secondary" disabled={!rows || !hasNextPage(rows.length)} onClick={() => setPage(page + 1)}>
          {t('ecourse.package.next')}
        </Button>
      </nav>
    </section>
  );
}
