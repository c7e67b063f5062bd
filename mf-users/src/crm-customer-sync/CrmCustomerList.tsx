import { CRM_PAGE_SIZE } from '@atrium/users-contract';
import { DataGrid, ErrorPanel, Pagination, Spinner, useT, type ColDef, type Loaded } from '@atrium/shared-ui';

interface CrmCustomerListProps<Row extends { soid: number }> {
  list: Loaded<{ rows: Row[]; total: number }>;
  /** The count's message key, given `count`. */
  countKey: string;
  ariaLabel: string;
  columns: ColDef<Row>[];
  page: number;
  onPage: (page: number) => void;
}

/** A page of a CRM list: loading, refusal, the count, the grid and its pages. */
export function CrmCustomerList<Row extends { soid: number }>({
  list,
  countKey,
  ariaLabel,
  columns,
  page,
  onPage,
}: CrmCustomerListProps<Row>) {
  const t = useT();
  if (list.error) return <ErrorPanel error={list.error} onRetry={list.reload} />;
  if (!list.data) return <Spinner />;
  return (
    <>
      <p role="status">{t(countKey, { count: list.data.total })}</p>
      <DataGrid ariaLabel={ariaLabel} rows={list.data.rows} columns={columns} getRowId={(row) => String(row.soid)} />
      <Pagination page={page} totalPages={Math.max(1, Math.ceil(list.data.total / CRM_PAGE_SIZE))} onChange={onPage} />
    </>
  );
}
