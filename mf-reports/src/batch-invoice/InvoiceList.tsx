import type { BatchInvoice } from '@atrium/reports-contract';
import { formatMoney, hrefTo, Link, useAuth, useT } from '@atrium/shared-ui';
import { InvoicePdfLinks } from './InvoicePdfLinks';

/** The invoices of a preview (no number yet) or of a placed batch order (numbered, with their PDFs). */
export function InvoiceList({ invoices }: { invoices: BatchInvoice[] }) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  return (
    <>
      {invoices.map((invoice, index) => {
        const money = (minor: number) => formatMoney(minor, invoice.currency, locale);
        const title =
          invoice.invoiceNumber === null
            ? t('batchInvoice.invoicePreview')
            : t('batchInvoice.invoiceNumber', { number: invoice.invoiceNumber });
        return (
          <section key={invoice.invoiceId ?? `preview-${index}`} aria-label={title} className="atr-card">
            <h2>{title}</h2>
            <p>
              {t('batchInvoice.yourRef')}: {invoice.yourRef || t('batchInvoice.noRef')}
            </p>
            <table className="atr-table">
              <thead>
                <tr>
                  <th scope="col">{t('batchInvoice.course')}</th>
                  <th scope="col">{t('batchInvoice.yourRef')}</th>
                  <th scope="col">{t('batchInvoice.qty')}</th>
                  <th scope="col">{t('batchInvoice.netPrice')}</th>
                </tr>
              </thead>
              <tbody>
                {invoice.lines.map((line) => (
                  <tr key={line.purchaseId}>
                    <td>{line.title}</td>
                    <td>{line.yourRef}</td>
                    <td>{line.qty}</td>
                    <td>{money(line.netPrice)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl>
              <dt>{t('batchInvoice.net')}</dt>
              <dd>{money(invoice.netTotal)}</dd>
              <dt>{t('batchInvoice.vatAmount', { percent: invoice.vatPercent })}</dt>
              <dd>{money(invoice.vatTotal)}</dd>
              <dt>{t('batchInvoice.gross')}</dt>
              <dd>{money(invoice.grossTotal)}</dd>
            </dl>
            {invoice.invoiceId !== null && invoice.invoiceNumber !== null && (
              <p className="atr-toolbar">
                <InvoicePdfLinks invoices={[{ invoiceId: invoice.invoiceId, invoiceNumber: invoice.invoiceNumber }]} />
                <Link href={hrefTo('batchinvoice.invoice', { invoiceId: invoice.invoiceId })}>
                  {t('batchInvoice.openInvoicePage', { number: invoice.invoiceNumber })}
                </Link>
              </p>
            )}
          </section>
        );
      })}
    </>
  );
}
