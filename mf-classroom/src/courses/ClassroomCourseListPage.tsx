import { useMemo, useState } from 'react';
import { keysetPageQuery } from '@atrium/core-contract';
import { classroomCourseEndpoints } from '@atrium/classroom-contract';
import {
  Checkbox,
  DataGrid,
  ErrorPanel,
  Link,
  Page,
  Pagination,
  TextField,
  useAuth,
  useDebouncedValue,
  useEndpoint,
  useT,
} from '@atrium/shared-ui';
import { routes } from './course-paths';
import { courseColumns } from './course-columns';
import { ExcelDownloadForm } from './ExcelDownloadForm';

const PAGE_SIZE = 50;
const TEXT_FILTER_DELAY_MS = 300;

/** /clcourses: every classroom course, filtered and paged on the server. */
export function ClassroomCourseListPage() {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const currency = useAuth((state) => state.currency);
  const [text, setText] = useState('');
  const [canPurchaseOnly, setCanPurchaseOnly] = useState(true);
  // Which page to read, as the keyset query asking for it from the page shown (issue 12); {} is the first page.
  const [paging, setPaging] = useState<Record<string, string>>({});
  const q = useDebouncedValue(text.trim(), TEXT_FILTER_DELAY_MS);

  const query = { q: q || undefined, canPurchaseOnly, currency, pageSize: PAGE_SIZE, ...paging };
  const { data, loading, error, reload } = useEndpoint(classroomCourseEndpoints.list, { query });
  const columns = useMemo(() => courseColumns(t, locale), [t, locale]);
  const totalPages = data ? Math.ceil(data.total / data.pageSize) : 0;
  const setPage = (page: number) => setPaging(keysetPageQuery(page, data ?? undefined));

  return (
    <Page
      title={t('clcourses.title')}
      actions={
        <>
          <Link className="atr-button atr-button--primary" href={routes.create}>
            {t('clcourses.new')}
          </Link>
          <ExcelDownloadForm fields={{ q, canPurchaseOnly: String(canPurchaseOnly), currency }} />
        </>
      }
    >
      <div className="atr-toolbar" role="search">
        <TextField
          label={t('clcourses.filter.text')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setPaging({});
          }}
        />
        <Checkbox
          label={t('clcourses.filter.canPurchaseOnly')}
          checked={canPurchaseOnly}
          onChange={(event) => {
            setCanPurchaseOnly(event.target.checked);
            setPaging({});
          }}
        />
      </div>
      {error ? (
        <ErrorPanel error={error} onRetry={reload} />
      ) : (
        <>
          <p aria-live="polite" data-testid="clcourses-total">
            {data ? t('clcourses.total', { total: data.total }) : ''}
          </p>
          <DataGrid
            ariaLabel={t('clcourses.grid')}
            rows={data?.items ?? []}
            columns={columns}
            loading={loading}
            getRowId={(row) => String(row.id)}
          />
          <Pagination page={data?.page ?? 1} totalPages={totalPages} onChange={setPage} />
        </>
      )}
    </Page>
  );
}
