import {
  batchInvoiceEndpoints,
  byRefFilterMethodSchema,
  courseTypeFilterSchema,
  type ByRefFilterMethod,
  type ByRefGroup,
  type CourseTypeFilter,
} from '@atrium/reports-contract';
import {
  ApiError,
  Button,
  callEndpoint,
  ErrorPanel,
  formatMoney,
  ProgressBar,
  Select,
  Spinner,
  useAuth,
  useEndpoint,
  useT,
} from '@atrium/shared-ui';
import { useState } from 'react';
import { InvoicePdfLinks } from './InvoicePdfLinks';

type RunState =
  { kind: 'processing' } | { kind: 'done'; invoices: { invoiceId: number; invoiceNumber: number }[] } | { kind: 'failed'; message: string };

/**
 * The by-reference view: the open lines grouped by reference, filtered by method and course type. "Invoice each
 * reference" places one batch order per reference, one after the other; each goes processing, then done.
 */
export function ByRefView({ customerId, onInvoiced }: { customerId: number; onInvoiced: () => void }) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const [filterMethod, setFilterMethod] = useState<ByRefFilterMethod>('ALL');
  const [courseType, setCourseType] = useState<CourseTypeFilter>('ALL');
  const groups = useEndpoint(batchInvoiceEndpoints.byRef, { params: { customerId }, query: { filterMethod, courseType } });
  const [runs, setRuns] = useState<Record<string, RunState>>({});
  const [running, setRunning] = useState<ByRefGroup[] | null>(null);

  const invoiceEach = async (todo: ByRefGroup[]) => {
    setRunning(todo);
    let states: Record<string, RunState> = {};
    const update = (ref: string, state: RunState) => {
      states = { ...states, [ref]: state };
      setRuns(states);
    };
    for (const group of todo) {
      update(group.yourRef, { kind: 'processing' });
      try {
        const { invoices } = await callEndpoint(batchInvoiceEndpoints.placeOrder, {
          body: { customerId, groupType: 'PER_REFERENCE', vat: true, locale: 'nb_NO', lines: group.lines.map((line) => line.purchaseId) },
        });
        update(group.yourRef, {
          kind: 'done',
          invoices: invoices.map((invoice) => ({ invoiceId: invoice.invoiceId ?? 0, invoiceNumber: invoice.invoiceNumber ?? 0 })),
        });
      } catch (error) {
        update(group.yourRef, {
          kind: 'failed',
          message: error instanceof ApiError && error.status === 409 ? error.message : 'batchInvoice.error.failed',
        });
      }
    }
    onInvoiced();
  };

  const finished = running ? running.filter((group) => runs[group.yourRef] && runs[group.yourRef]!.kind !== 'processing').length : 0;
  const statusOf = (group: ByRefGroup) => {
    const state = runs[group.yourRef];
    if (!state) return running ? t('batchInvoice.byRef.waiting') : null;
    if (state.kind === 'processing') return t('batchInvoice.byRef.processing');
    if (state.kind === 'failed') return `${t('batchInvoice.byRef.failed')}: ${t(state.message)}`;
    return (
      <>
        {t('batchInvoice.byRef.done', { numbers: state.invoices.map((invoice) => invoice.invoiceNumber).join(', ') })}{' '}
        <InvoicePdfLinks invoices={state.invoices} />
      </>
    );
  };

  const shown = running ?? groups.data;
  return (
    <section aria-label={t('batchInvoice.viewType.byref')}>
      <div className="atr-form-row">
        <Select
          label={t('batchInvoice.filterMethod')}
          value={filterMethod}
          disabled={running !== null}
          onChange={(event) => setFilterMethod(event.target.value as ByRefFilterMethod)}
          options={byRefFilterMethodSchema.options.map((value) => ({ value, label: t(`batchInvoice.filterMethod.${value}`) }))}
        />
        <Select
          label={t('batchInvoice.courseType')}
          value={courseType}
          disabled={running !== null}
          onChange={(event) => setCourseType(event.target.value as CourseTypeFilter)}
          options={courseTypeFilterSchema.options.map((value) => ({ value, label: t(`batchInvoice.courseType.${value}`) }))}
        />
      </div>
      {groups.error && <ErrorPanel error={groups.error} onRetry={groups.reload} />}
      {!shown && !groups.error && <Spinner />}
      {running && <ProgressBar labelKey="batchInvoice.progress" value={(finished / Math.max(1, running.length)) * 100} />}
      {shown && (
        <table className="atr-table">
          <thead>
            <tr>
              <th scope="col">{t('batchInvoice.yourRef')}</th>
              <th scope="col">{t('batchInvoice.lines')}</th>
              <th scope="col">{t('batchInvoice.netPrice')}</th>
              <th scope="col">{t('batchInvoice.status')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((group) => (
              <tr key={group.yourRef}>
                <td>{group.yourRef || t('batchInvoice.noRef')}</td>
                <td>{t('batchInvoice.byRefLines', { count: group.lines.length })}</td>
                <td>{formatMoney(group.netTotal, group.lines[0]?.currency ?? 'NOK', locale)}</td>
                <td aria-live="polite">{statusOf(group)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Button variant="primary" disabled={running !== null || !groups.data?.length} onClick={() => void invoiceEach(groups.data ?? [])}>
        {t('batchInvoice.invoiceByRef')}
      </Button>
    </section>
  );
}
