import { batchInvoiceEndpoints, type BatchInvoiceLine } from '@atrium/reports-contract';
import {
  Button,
  callEndpoint,
  DataGrid,
  ErrorPanel,
  formatDate,
  formatMoney,
  Link,
  TextField,
  toast,
  useAuth,
  useEndpoint,
  useT,
  type ColDef,
} from '@atrium/shared-ui';
import { useMemo, useState } from 'react';
import { RefDialog } from './RefDialog';
import { readStoredBatch, storeBatch } from './stored-batch';

interface Props {
  customerId: number;
  customerName: string;
}

/** The normal view: every open line of the customer, each queued or not, and references changed one or many. */
export function OpenLinesView({ customerId, customerName }: Props) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const lines = useEndpoint(batchInvoiceEndpoints.lines, { params: { customerId } });
  const [queue, setQueue] = useState<number[]>(() => {
    const stored = readStoredBatch();
    return stored?.customerId === customerId ? stored.queue : [];
  });
  const [editing, setEditing] = useState<BatchInvoiceLine | null>(null);
  const [queueRef, setQueueRef] = useState('');

  const saveQueue = (next: number[]) => {
    setQueue(next);
    storeBatch({ customerId, customerName, queue: next });
  };
  const toggle = (purchaseId: number) =>
    saveQueue(queue.includes(purchaseId) ? queue.filter((id) => id !== purchaseId) : [...queue, purchaseId]);

  const setRefOnQueue = async () => {
    const { updated } = await callEndpoint(batchInvoiceEndpoints.updateRefs, { body: { ref: queueRef, purchaseIds: queue } });
    toast.success('batchInvoice.refUpdated', { count: updated });
    lines.reload();
  };

  const columns = useMemo<ColDef<BatchInvoiceLine>[]>(
    () => [
      {
        headerName: t('batchInvoice.queue'),
        colId: 'queue',
        width: 170,
        cellRenderer: ({ data }: { data?: BatchInvoiceLine }) =>
          data ? (
            <Button variant="link" aria-pressed={queue.includes(data.purchaseId)} onClick={() => toggle(data.purchaseId)}>
              {t(queue.includes(data.purchaseId) ? 'batchInvoice.removeFromQueue' : 'batchInvoice.addToQueue')}
            </Button>
          ) : null,
      },
      { headerName: t('batchInvoice.placed'), field: 'placed', width: 120, valueFormatter: (p) => formatDate(String(p.value)) },
      { headerName: t('batchInvoice.course'), field: 'title', flex: 1, minWidth: 160 },
      { headerName: t('batchInvoice.type'), field: 'type', width: 120, valueFormatter: (p) => t(`batchInvoice.type.${String(p.value)}`) },
      { headerName: t('batchInvoice.purchaser'), field: 'purchaser', width: 160 },
      { headerName: t('batchInvoice.yourRef'), field: 'yourRef', width: 150 },
      { headerName: t('batchInvoice.qty'), field: 'qty', width: 90 },
      {
        headerName: t('batchInvoice.netPrice'),
        field: 'netPrice',
        width: 130,
        valueFormatter: (p) => formatMoney(Number(p.value), p.data?.currency ?? 'NOK', locale),
      },
      {
        headerName: t('batchInvoice.status'),
        colId: 'status',
        width: 150,
        valueGetter: ({ data }) => (data?.approved ? t('batchInvoice.approved') : t('batchInvoice.notApproved')),
      },
      {
        headerName: t('common.actions'),
        colId: 'ref',
        width: 170,
        cellRenderer: ({ data }: { data?: BatchInvoiceLine }) =>
          data ? (
            <Button variant="link" onClick={() => setEditing(data)}>
              {t('batchInvoice.editRef')}
            </Button>
          ) : null,
      },
    ],
    // toggle reads the queue, which is a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale, queue],
  );

  if (lines.error) return <ErrorPanel error={lines.error} onRetry={lines.reload} />;
  const rows = lines.data ?? [];
  return (
    <section aria-label={t('batchInvoice.lines')}>
      <h2>{t('batchInvoice.lines')}</h2>
      <div className="atr-form-row">
        <Button onClick={() => saveQueue(rows.map((line) => line.purchaseId))} disabled={rows.length === 0}>
          {t('batchInvoice.queueAll')}
        </Button>
        <Button onClick={() => saveQueue([])} disabled={queue.length === 0}>
          {t('batchInvoice.clearQueue')}
        </Button>
        <p role="status">{t('batchInvoice.queued', { count: queue.length })}</p>
      </div>
      <DataGrid
        ariaLabel={t('batchInvoice.lines')}
        rows={rows}
        loading={!lines.data}
        columns={columns}
        getRowId={(row) => String(row.purchaseId)}
      />
      <div className="atr-form-row">
        <TextField
          label={t('batchInvoice.newRef')}
          value={queueRef}
          maxLength={100}
          onChange={(event) => setQueueRef(event.target.value)}
        />
        <Button onClick={() => void setRefOnQueue()} disabled={queue.length === 0}>
          {t('batchInvoice.setRefForQueue')}
        </Button>
      </div>
      {queue.length > 0 && (
        <Link className="atr-button atr-button--primary" href="/batchinvoice/process">
          {t('batchInvoice.toPreview')}
        </Link>
      )}
      {editing && (
        <RefDialog
          line={editing}
          onClose={(changed) => {
            setEditing(null);
            if (changed) lines.reload();
          }}
        />
      )}
    </section>
  );
}
