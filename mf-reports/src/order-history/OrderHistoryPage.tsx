import { COURSE_ADMINS } from '@atrium/core-contract';
import { salesAuditEndpoints, type OrderHistoryEntry } from '@atrium/reports-contract';
import {
  DataGrid,
  DeadEndPage,
  ErrorPanel,
  formatDateTime,
  hrefTo,
  Link,
  Page,
  Pagination,
  useAuth,
  useEndpoint,
  useT,
  type ColDef,
  type TranslateFn,
} from '@atrium/shared-ui';
import { useMemo, useState } from 'react';
import './messages';

const PAGE_SIZE = 50;

/** What a record says beyond its kind, in words: the document's number, the reference, the reason. */
function summary(t: TranslateFn, entry: OrderHistoryEntry): string {
  // The shapes the service writes (services/reports/src/sales-audit): numbers, texts and the credit's disposition.
  const detail = entry.detail as { number?: number; yourReference?: string; reason?: string; disposition?: 'REINVOICE' | 'CANCEL' };
  switch (`${entry.entity}.${entry.action}`) {
    case 'invoice.posted':
      return t('orderHistory.detail.invoice', { number: String(detail.number) });
    case 'credit_note.issued':
      return t('orderHistory.detail.creditNote', {
        number: String(detail.number),
        what: t(`orderHistory.disposition.${detail.disposition ?? 'CANCEL'}`),
        reason: detail.reason ?? '',
      });
    case 'purchase_line.referenceChanged':
    case 'order.placed':
      return t('orderHistory.detail.reference', { reference: detail.yourReference ?? '' });
    default:
      return '';
  }
}

function columns(t: TranslateFn): ColDef<OrderHistoryEntry>[] {
  return [
    { headerName: t('orderHistory.column.at'), field: 'at', width: 170, valueFormatter: (p) => formatDateTime(String(p.value)) },
    {
      headerName: t('orderHistory.column.what'),
      colId: 'what',
      flex: 1,
      minWidth: 220,
      valueGetter: ({ data }) => (data ? t(`orderHistory.action.${data.entity}.${data.action}`, { id: data.entityId }) : ''),
    },
    {
      headerName: t('orderHistory.column.detail'),
      colId: 'detail',
      flex: 2,
      minWidth: 220,
      valueGetter: ({ data }) => (data ? summary(t, data) : ''),
    },
    {
      headerName: t('orderHistory.column.who'),
      colId: 'who',
      width: 180,
      context: { priority: 2 },
      valueGetter: ({ data }) => data?.actorName ?? (data?.actorUserId ? `#${data.actorUserId}` : t('orderHistory.system')),
    },
  ];
}

/**
 * /sales/order/:orderId/history (decision 0214): what happened to an order, from the sales audit: placed, its lines'
 * references changed, invoiced, credited, invoiced again or cancelled, oldest first, paged on the server.
 */
export default function OrderHistoryPage({ orderId }: { orderId: number }) {
  const t = useT();
  const allowed = useAuth((state) => state.hasAnyRole(COURSE_ADMINS));
  const [page, setPage] = useState(1);
  const history = useEndpoint(
    salesAuditEndpoints.orderHistory,
    allowed ? { params: { orderId }, query: { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE } } : null,
  );
  const gridColumns = useMemo(() => columns(t), [t]);
  if (!allowed) return <DeadEndPage kind="noaccess" />;
  return (
    <Page
      title={t('orderHistory.title', { orderId })}
      actions={<Link href={hrefTo('confirmation', { orderId })}>{t('orderHistory.openOrder', { orderId })}</Link>}
    >
      {history.error ? (
        <ErrorPanel error={history.error} onRetry={history.reload} />
      ) : (
        <>
          <DataGrid
            ariaLabel={t('orderHistory.grid')}
            rows={history.data?.entries ?? []}
            columns={gridColumns}
            loading={history.loading}
            getRowId={(row) => String(row.id)}
          />
          <Pagination page={page} totalPages={history.data ? Math.ceil(history.data.total / PAGE_SIZE) : 0} onChange={setPage} />
        </>
      )}
    </Page>
  );
}
