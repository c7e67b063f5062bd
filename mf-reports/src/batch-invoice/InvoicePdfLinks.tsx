import { invoicePdfUrl } from '@atrium/reports-contract';
import { useT } from '@atrium/shared-ui';

/** Links that open each invoice's PDF in a new tab (a file from the server, so a plain anchor). */
export function InvoicePdfLinks({ invoices }: { invoices: { invoiceId: number; invoiceNumber: number }[] }) {
  const t = useT();
  return (
    <>
      {invoices.map((invoice) => (
        <a key={invoice.invoiceId} href={invoicePdfUrl(invoice.invoiceId)} target="_blank" rel="noreferrer">
          {t('batchInvoice.openPdf', { number: invoice.invoiceNumber })}
        </a>
      ))}
    </>
  );
}
