import { COURSE_ADMINS } from '@atrium/core-contract';
import { creditNoteEndpoints, creditNotePdfUrl, invoicePdfUrl, type InvoiceDetail } from '@atrium/reports-contract';
import {
  Button,
  DeadEndPage,
  ErrorPanel,
  formatDate,
  formatMoney,
  hrefTo,
  Link,
  Page,
  Spinner,
  useAuth,
  useEndpoint,
  useT,
} from '@atrium/shared-ui';
import { useState } from 'react';
import { CreditNoteDialog } from './CreditNoteDialog';
import './messages';

type Line = InvoiceDetail['lines'][number];

/** /batchinvoice/invoice/:invoiceId: a posted invoice, its PDF, and crediting its lines one by one (decision 0146). */
export default function InvoicePage({ invoiceId }: { invoiceId: number }) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const mayCredit = useAuth((state) => state.hasAnyRole(COURSE_ADMINS));
  const invoice = useEndpoint(creditNoteEndpoints.invoice, mayCredit ? { params: { invoiceId } } : null);
  const [crediting, setCrediting] = useState<Line | null>(null);

  if (!mayCredit) return <DeadEndPage kind="noaccess" />;
  if (invoice.error) return <ErrorPanel error={invoice.error} onRetry={invoice.reload} />;
  if (!invoice.data) return <Spinner />;
  const data = invoice.data;
  const money = (minor: number) => formatMoney(minor, data.currency, locale);

  return (
    <Page
      title={t('creditNote.invoiceTitle', { number: data.number })}
      actions={<Link href={hrefTo('batchinvoice.start')}>{t('creditNote.backToStart')}</Link>}
    >
      <dl>
        <dt>{t('creditNote.customer')}</dt>
        <dd>{data.customer}</dd>
        <dt>{t('creditNote.date')}</dt>
        <dd>{formatDate(data.created)}</dd>
        <dt>{t('creditNote.yourRef')}</dt>
        <dd>{data.yourRef}</dd>
        <dt>{t('creditNote.net')}</dt>
        <dd>{money(data.netTotal)}</dd>
        <dt>{t('creditNote.vat', { percent: data.vatPercent })}</dt>
        <dd>{money(data.vatTotal)}</dd>
      </dl>
      <p>
        <a href={invoicePdfUrl(data.invoiceId)} target="_blank" rel="noreferrer">
          {t('creditNote.invoicePdf', { number: data.number })}
        </a>
      </p>
      <table className="atr-table" aria-label={t('creditNote.lines')}>
        <thead>
          <tr>
            <th scope="col">{t('creditNote.course')}</th>
            <th scope="col">{t('creditNote.qty')}</th>
            <th scope="col">{t('creditNote.amount')}</th>
            <th scope="col">{t('creditNote.creditNote')}</th>
          </tr>
        </thead>
        <tbody>
          {data.lines.map((line) => (
            <tr key={line.purchaseId}>
              <td>{line.title}</td>
              <td>{line.qty}</td>
              <td>{money(line.netPrice)}</td>
              <td>
                {line.creditNote ? (
                  <a href={creditNotePdfUrl(line.creditNote.creditNoteId)} target="_blank" rel="noreferrer">
                    {t('creditNote.openPdf', { number: line.creditNote.number })}
                  </a>
                ) : (
                  <Button onClick={() => setCrediting(line)}>{t('creditNote.creditLine', { title: line.title })}</Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {crediting && (
        <CreditNoteDialog
          line={crediting}
          onClose={(credited) => {
            setCrediting(null);
            if (credited) invoice.reload();
          }}
        />
      )}
    </Page>
  );
}
