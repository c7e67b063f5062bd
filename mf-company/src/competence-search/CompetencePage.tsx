import {
  COMPETENCE_ORDERS,
  COMPETENCE_PAGE_SIZE,
  competenceEndpoints,
  type CompetenceOrder,
  type CompetenceRow,
} from '@atrium/company-contract';
import {
  callEndpoint,
  Checkbox,
  DataGrid,
  DepartmentPicker,
  endpointUrl,
  ErrorPanel,
  formatDate,
  Link,
  Page,
  Pagination,
  Select,
  TextField,
  useAuth,
  useDebouncedValue,
  useLoad,
  useT,
  type ColDef,
  type DepartmentItem,
  type TranslateFn,
} from '@atrium/shared-ui';
import { useMemo, useState } from 'react';
import { companyHref } from '../company-routes';
import './messages';

const SEARCH_DELAY_MS = 300;

function PersonLink({ data }: { data?: CompetenceRow }) {
  if (!data) return null;
  return <Link href={companyHref('my-company.user', { id: data.userId })}>{`${data.lastName}, ${data.firstName}`}</Link>;
}

function columns(t: TranslateFn): ColDef<CompetenceRow>[] {
  const day = (value: string | null | undefined) => (value ? formatDate(value) : '');
  return [
    { headerName: t('my-company.competence.column.name'), colId: 'name', flex: 2, minWidth: 180, cellRenderer: PersonLink },
    { headerName: t('my-company.competence.column.course'), field: 'courseTitle', flex: 2, minWidth: 180 },
    { headerName: t('my-company.competence.column.competenceId'), field: 'competenceId', width: 150, context: { priority: 2 } },
    {
      headerName: t('my-company.competence.column.completed'),
      colId: 'completed',
      width: 130,
      valueGetter: ({ data }) => day(data?.completed),
    },
    { headerName: t('my-company.competence.column.expires'), colId: 'expires', width: 130, valueGetter: ({ data }) => day(data?.expires) },
    {
      headerName: t('my-company.competence.column.valid'),
      colId: 'valid',
      width: 120,
      valueGetter: ({ data }) => (data ? t(data.valid ? 'my-company.competence.valid' : 'my-company.competence.expired') : ''),
    },
  ];
}

/**
 * /my-company/competence (document 001 §7 "competence search and report", decision 0224): each person's competences
 * at the company, searched, filtered by department, ordered and paged on the server, and the same list as Excel.
 */
export default function CompetencePage() {
  const t = useT();
  const customerId = useAuth((state) => state.me?.activeCustomerId ?? null);
  const [text, setText] = useState('');
  const [department, setDepartment] = useState<DepartmentItem | null>(null);
  const [orderBy, setOrderBy] = useState<CompetenceOrder>('name');
  const [reverse, setReverse] = useState(false);
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(text.trim(), SEARCH_DELAY_MS) || undefined;
  const filters = { query, departmentId: department?.id, orderBy, reverse };
  const body = { ...filters, offset: (page - 1) * COMPETENCE_PAGE_SIZE, prpage: COMPETENCE_PAGE_SIZE };
  const found = useLoad(JSON.stringify(body), (signal) => callEndpoint(competenceEndpoints.search, { body }, { signal }));
  const gridColumns = useMemo(() => columns(t), [t]);
  const restart =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Page
      title={t('my-company.competence.title')}
      actions={
        // A file, not a screen: the browser downloads it (from the API's origin when standalone).
        <a href={endpointUrl(competenceEndpoints.report, {}, filters)} download>
          {t('my-company.competence.report')}
        </a>
      }
    >
      <div className="atr-toolbar" role="search">
        <TextField label={t('my-company.competence.search')} value={text} onChange={(event) => restart(setText)(event.target.value)} />
        {customerId !== null && (
          <DepartmentPicker
            label={t('my-company.competence.department')}
            customerId={customerId}
            value={department}
            onChange={restart(setDepartment)}
          />
        )}
        <Select
          label={t('my-company.competence.orderBy')}
          options={COMPETENCE_ORDERS.map((order) => ({ value: order, label: t(`my-company.competence.order.${order}`) }))}
          value={orderBy}
          onChange={(event) => restart(setOrderBy)(event.target.value as CompetenceOrder)}
        />
        <Checkbox
          label={t('my-company.competence.reverse')}
          checked={reverse}
          onChange={(event) => restart(setReverse)(event.target.checked)}
        />
      </div>
      {found.error ? (
        <ErrorPanel error={found.error} onRetry={found.reload} />
      ) : (
        <>
          <p aria-live="polite">{found.data ? t('my-company.competence.count', { count: found.data.total }) : ''}</p>
          <DataGrid
            ariaLabel={t('my-company.competence.grid')}
            rows={found.data?.items ?? []}
            columns={gridColumns}
            loading={found.loading}
            getRowId={(row) => `${row.userId}-${row.courseType}-${row.courseId}`}
          />
          <Pagination page={page} totalPages={found.data ? Math.ceil(found.data.total / COMPETENCE_PAGE_SIZE) : 0} onChange={setPage} />
        </>
      )}
    </Page>
  );
}
