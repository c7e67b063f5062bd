import { COMPANY_PEOPLE_PAGE_SIZE, companyPeopleEndpoints, type CompanyPerson } from '@atrium/users-contract';
import {
  DataGrid,
  ErrorPanel,
  Link,
  Page,
  Pagination,
  TextField,
  useDebouncedValue,
  useEndpoint,
  useT,
  type ColDef,
  type TranslateFn,
} from '@atrium/shared-ui';
import { useMemo, useState } from 'react';
import { companyHref } from '../company-routes';
import './messages';

const SEARCH_DELAY_MS = 300;

function PersonLink({ data }: { data?: CompanyPerson }) {
  if (!data) return null;
  return <Link href={companyHref('my-company.user', { id: data.id })}>{`${data.lastName}, ${data.firstName}`}</Link>;
}

function columns(t: TranslateFn): ColDef<CompanyPerson>[] {
  return [
    { headerName: t('my-company.users.column.name'), colId: 'name', flex: 2, minWidth: 200, cellRenderer: PersonLink },
    { headerName: t('my-company.users.column.email'), field: 'email', flex: 2, minWidth: 200 },
    { headerName: t('my-company.users.column.username'), field: 'username', flex: 1, minWidth: 160, context: { priority: 2 } },
    { headerName: t('my-company.users.column.phone'), field: 'phone', width: 150, context: { priority: 3 } },
    {
      headerName: t('my-company.users.column.admin'),
      colId: 'admin',
      width: 150,
      context: { priority: 2 },
      valueGetter: ({ data }) => (data?.roles.includes('companyadmin') ? t('my-company.users.companyAdmin') : ''),
    },
  ];
}

/** /my-company/users (document 001 §2): the company's people, searched and paged on the server by 20. */
export default function CompanyUsersPage() {
  const t = useT();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const offset = (page - 1) * COMPANY_PEOPLE_PAGE_SIZE;
  const people = useEndpoint(companyPeopleEndpoints.list, { query: { q, offset, limit: COMPANY_PEOPLE_PAGE_SIZE } });
  const gridColumns = useMemo(() => columns(t), [t]);
  const data = people.data;

  return (
    <Page title={t('my-company.users.title')} actions={<Link href={companyHref('my-company.add-user')}>{t('my-company.users.add')}</Link>}>
      <div className="atr-toolbar" role="search">
        <TextField
          label={t('my-company.users.search')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setPage(1);
          }}
        />
      </div>
      {people.error ? (
        <ErrorPanel error={people.error} onRetry={people.reload} />
      ) : (
        <>
          <p aria-live="polite">{data ? t('my-company.users.count', { count: data.total }) : ''}</p>
          <DataGrid
            ariaLabel={t('my-company.users.grid')}
            rows={data?.items ?? []}
            columns={gridColumns}
            loading={people.loading}
            getRowId={(row) => String(row.id)}
          />
          <Pagination page={page} totalPages={data ? Math.ceil(data.total / COMPANY_PEOPLE_PAGE_SIZE) : 0} onChange={setPage} />
        </>
      )}
    </Page>
  );
}
