import { COURSE_EXTRA_KINDS, courseExtraEndpoints, type CourseExtraHit, type CourseExtraKind } from '@atrium/reports-contract';
import {
  DataGrid,
  ErrorPanel,
  formatDate,
  formatMoney,
  hrefTo,
  Link,
  Page,
  Pagination,
  Select,
  TextField,
  useAuth,
  useDebouncedValue,
  useEndpoint,
  useT,
  type ColDef,
  type TranslateFn,
} from '@atrium/shared-ui';
import { useMemo, useState } from 'react';
import './messages';

const PAGE_SIZE = 50;
const SEARCH_DELAY_MS = 300;

function OrderLink({ data }: { data?: CourseExtraHit }) {
  const t = useT();
  if (!data) return null;
  return (
    <Link href={hrefTo('confirmation', { orderId: data.orderId })} aria-label={t('courseExtra.openOrder', { orderId: data.orderId })}>
      {data.orderId}
    </Link>
  );
}

function columns(t: TranslateFn, locale: string): ColDef<CourseExtraHit>[] {
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  return [
    { headerName: t('courseExtra.column.placed'), field: 'placed', width: 120, valueFormatter: (p) => formatDate(String(p.value)) },
    { headerName: t('courseExtra.column.order'), colId: 'order', width: 100, cellRenderer: OrderLink },
    { headerName: t('courseExtra.column.extra'), field: 'name', flex: 1, minWidth: 150 },
    {
      headerName: t('courseExtra.column.kind'),
      field: 'kind',
      width: 140,
      valueFormatter: (p) => t(`courseExtra.kind.${String(p.value)}`),
    },
    { headerName: t('courseExtra.column.course'), field: 'courseTitle', flex: 2, minWidth: 200 },
    { headerName: t('courseExtra.column.customer'), field: 'customer', flex: 1, minWidth: 160 },
    { headerName: t('courseExtra.column.reference'), field: 'yourReference', width: 140 },
    { headerName: t('courseExtra.column.quantity'), field: 'quantity', width: 100, type: 'rightAligned' },
    {
      headerName: t('courseExtra.column.unitPrice'),
      colId: 'unitNetPrice',
      width: 130,
      type: 'rightAligned',
      valueGetter: ({ data }) => (data ? money(data.unitNetPrice, data.currency) : ''),
    },
    {
      headerName: t('courseExtra.column.netPrice'),
      colId: 'netPrice',
      width: 140,
      type: 'rightAligned',
      valueGetter: ({ data }) => (data ? money(data.netPrice, data.currency) : ''),
    },
    {
      headerName: t('courseExtra.column.invoice'),
      colId: 'invoice',
      width: 120,
      valueGetter: ({ data }) => (data?.invoiceNumber === null ? t('courseExtra.notInvoiced') : String(data?.invoiceNumber ?? '')),
    },
  ];
}

/**
 * /sales/course-extra/search (document 003: one query input that produces a result list; decision 0147): the
 * course extras sold, searched by extra, course, reference, customer or order number, paged on the server, with
 * the sums of every hit per currency.
 */
export default function CourseExtraSearchPage() {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const [text, setText] = useState('');
  const [kind, setKind] = useState<CourseExtraKind | ''>('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const search = useEndpoint(courseExtraEndpoints.search, {
    query: { q, kind: kind || undefined, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
  });
  const gridColumns = useMemo(() => columns(t, locale), [t, locale]);
  const data = search.data;

  return (
    <Page title={t('courseExtra.title')} actions={<Link href={hrefTo('sales.course-extra.catalogue')}>{t('courseExtra.admin.open')}</Link>}>
      <div className="atr-toolbar" role="search">
        <TextField
          label={t('courseExtra.search')}
          value={text}
          maxLength={100}
          onChange={(event) => {
            setText(event.target.value);
            setPage(1);
          }}
        />
        <Select
          label={t('courseExtra.kind')}
          value={kind}
          options={[
            { value: '', label: t('courseExtra.kind.all') },
            ...COURSE_EXTRA_KINDS.map((value) => ({ value, label: t(`courseExtra.kind.${value}`) })),
          ]}
          onChange={(event) => {
            setKind(event.target.value as CourseExtraKind | '');
            setPage(1);
          }}
        />
      </div>
      {search.error ? (
        <ErrorPanel error={search.error} onRetry={search.reload} />
      ) : (
        <>
          <p aria-live="polite" data-testid="course-extra-totals">
            {data &&
              [
                t('courseExtra.hits', { count: data.total }),
                ...data.totals.map((sum) =>
                  t('courseExtra.sum', { quantity: sum.quantity, amount: formatMoney(sum.netPrice, sum.currency, locale) }),
                ),
              ].join(' · ')}
          </p>
          <DataGrid
            ariaLabel={t('courseExtra.grid')}
            rows={data?.hits ?? []}
            columns={gridColumns}
            loading={search.loading}
            getRowId={(row) => String(row.id)}
          />
          <Pagination page={page} totalPages={data ? Math.ceil(data.total / PAGE_SIZE) : 0} onChange={setPage} />
        </>
      )}
    </Page>
  );
}
