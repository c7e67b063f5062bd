import { useMemo, useState } from 'react';
import {
  Checkbox,
  DataGrid,
  ErrorPanel,
  formatAverage,
  hrefTo,
  Link,
  Page,
  Pagination,
  TextField,
  useAuth,
  useDebouncedValue,
  useEndpoint,
  useT,
  type ColDef,
  type TranslateFn,
} from '@atrium/shared-ui';
import { coursePlaceEndpoints, type CoursePlaceListItem } from '@atrium/classroom-contract';
import './messages';

const PAGE_SIZE = 50;
const SEARCH_DELAY_MS = 300;

function PlaceLinks({ data }: { data?: CoursePlaceListItem }) {
  const t = useT();
  if (!data) return null;
  return (
    <span className="atr-toolbar">
      <Link href={hrefTo('course-place-registration.edit', { id: data.id })} aria-label={`${t('course-place.edit')} ${data.name}`}>
        {t('course-place.edit')}
      </Link>
      <Link href={hrefTo('course-place-registration.ratings', { id: data.id })} aria-label={`${t('course-place.ratings')} ${data.name}`}>
        {t('course-place.ratings')}
      </Link>
    </span>
  );
}

function columns(t: TranslateFn, locale: string): ColDef<CoursePlaceListItem>[] {
  return [
    { headerName: t('course-place.column.name'), field: 'name', flex: 2, minWidth: 220 },
    { headerName: t('course-place.column.abbreviation'), field: 'abbreviation', width: 130 },
    { headerName: t('course-place.column.city'), field: 'city', flex: 1, minWidth: 140 },
    {
      headerName: t('course-place.column.open'),
      colId: 'openCourses',
      width: 130,
      valueGetter: ({ data }) => (data?.openCourses ? t('course-place.yes') : ''),
    },
    { headerName: t('course-place.column.courses'), field: 'total', width: 110, type: 'rightAligned' },
    { headerName: t('course-place.column.confirmed'), field: 'confirmed', width: 120, type: 'rightAligned' },
    { headerName: t('course-place.column.unconfirmed'), field: 'unconfirmed', width: 130, type: 'rightAligned' },
    {
      headerName: t('course-place.column.rating'),
      colId: 'rating',
      width: 110,
      type: 'rightAligned',
      valueGetter: ({ data }) => (data?.rating.count ? formatAverage(data.rating.value, locale) : ''),
    },
    { headerName: t('course-place.column.actions'), colId: 'actions', width: 200, sortable: false, cellRenderer: PlaceLinks },
  ];
}

/** /course-place-list: the venues, searched and paged on the server, with their course counts (document 003 §2). */
export default function CoursePlaceListPage() {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const [text, setText] = useState('');
  const [openCoursesOnly, setOpenCoursesOnly] = useState(false);
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const list = useEndpoint(coursePlaceEndpoints.list, { query: { q: q || undefined, openCoursesOnly, page, pageSize: PAGE_SIZE } });
  const gridColumns = useMemo(() => columns(t, locale), [t, locale]);
  const data = list.data;

  return (
    <Page
      title={t('course-place.list.title')}
      actions={<Link href={hrefTo('course-place-registration')}>{t('course-place.list.new')}</Link>}
    >
      <div className="atr-toolbar" role="search">
        <TextField
          label={t('course-place.list.search')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setPage(1);
          }}
        />
        <Checkbox
          label={t('course-place.list.openOnly')}
          checked={openCoursesOnly}
          onChange={(event) => {
            setOpenCoursesOnly(event.target.checked);
            setPage(1);
          }}
        />
      </div>
      {/* Document 003 §8: a failed load can be tried again. */}
      {list.error ? (
        <ErrorPanel error={list.error} onRetry={list.reload} />
      ) : (
        <>
          <p aria-live="polite" data-testid="course-place-counts">
            {data ? t('course-place.list.counts', data.counts) : ''}
          </p>
          <DataGrid
            ariaLabel={t('course-place.list.grid')}
            rows={data?.items ?? []}
            columns={gridColumns}
            loading={list.loading}
            getRowId={(row) => String(row.id)}
          />
          <Pagination page={page} totalPages={data ? Math.ceil(data.total / PAGE_SIZE) : 0} onChange={setPage} />
        </>
      )}
    </Page>
  );
}
