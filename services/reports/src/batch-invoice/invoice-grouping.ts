import type { BatchInvoice, BatchInvoiceLine, GroupType } from '@atrium/reports-contract';

export interface InvoiceSettings {
  groupType: GroupType;
  vat: boolean;
  yourRef?: string;
}

export type DraftInvoice = Omit<BatchInvoice, 'invoiceId' | 'invoiceNumber'>;

function groupKey(line: BatchInvoiceLine, groupType: GroupType): string {
  if (groupType === 'PER_REFERENCE') return `ref:${line.yourRef}`;
  if (groupType === 'PER_ORDER') return `order:${line.orderId}`;
  return 'all';
}

/**
 * The invoices a run makes of the queued lines (decision 0143): grouped as chosen, and never mixing currencies
 * or VAT rates on one invoice. A reference given for the run replaces the lines' own on every invoice.
 */
export function groupIntoInvoices(lines: BatchInvoiceLine[], settings: InvoiceSettings): DraftInvoice[] {
  const groups = new Map<string, BatchInvoiceLine[]>();
  for (const line of lines) {
    const key = `${groupKey(line, settings.groupType)}|${line.currency}|${line.vatPercent}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  const runRef = settings.yourRef?.trim() || undefined;
  return [...groups.values()].map((group) => {
    const first = group[0]!;
    const vatPercent = settings.vat ? first.vatPercent : 0;
    const netTotal = group.reduce((sum, line) => sum + line.netPrice, 0);
    const vatTotal = Math.round((netTotal * vatPercent) / 100);
    const refs = [...new Set(group.map((line) => line.yourRef).filter((ref) => ref !== ''))];
    return {
      yourRef: runRef ?? refs.join(', ').slice(0, 200),
      currency: first.currency,
      vatPercent,
      netTotal,
      vatTotal,
      grossTotal: netTotal + vatTotal,
      lines: group.map((line) => ({
        purchaseId: line.purchaseId,
        title: line.title,
        yourRef: runRef ?? line.yourRef,
        qty: line.qty,
        unitNetPrice: Math.round((line.netPrice - line.extrasNetPrice) / Math.max(line.qty, 1)),
        netPrice: line.netPrice,
        extrasNetPrice: line.extrasNetPrice,
      })),
    };
  });
}
