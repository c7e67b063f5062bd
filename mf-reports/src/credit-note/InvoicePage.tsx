import { COURSE_ADMINS } from '@atrium/core-contract';
import { creditNoteEndpoints, creditNotePdfUrl, invoicePdfUrl } from '@atrium/reports-contract';
import {
  Button,
  Checkbox,
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

/**
 * /batchinvoice/invoice/:invoiceId: a posted invoice, its PDF, its credit notes, and crediting it whole or the lines
 * chosen, to invoice them again or cancel them (decisions 0146, 0213).
 */
export default function InvoicePage({ invoiceId }: { invoiceId: number }) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const mayCredit = useAuth((state) => state.hasAnyRole(COURSE_ADMINS));
  const invoice = useEndpoint(creditNoteEndpoints.invoice, mayCredit ? { params: { invoiceId } } : null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [crediting, setCrediting] = useState<number[] | 'whole' | null>(null);

  if (!mayCredit) return <DeadEndPage kind="noaccess" />;
  if (invoice.error) return <ErrorPanel error={invoice.error} onRetry={invoice.reload} />;
  if (!invoice.data) return <Spinner />;
  const data = invoice.data;
  const money = (minor: number) => formatMoney(minor, data.currency, locale);
  const numberOf = new Map(data.creditNotes.map((note) => [note.creditNoteId, note.number]));
  const uncredited = data.lines.filter((line) => line.creditNoteId === null);
  const toggle = (purchaseId: number, on: boolean) =>
    setChosen((current) => (on ? [...current, purchaseId] : current.filter((id) => id !== purchaseId)));

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
            <th scope="col">{t('creditNote.choose')}</th>
            <th scope="col">{t('creditNote.course')}</th>
            <th scope="col">{t('creditNote.qty')}</th>
            <th scope="col">{t('creditNote.amount')}</th>
            <th scope="col">{t('creditNote.creditNote')}</th>
          </tr>
        </thead>
        <tbody>
          {data.lines.map((line) => (
            <tr key={line.purchaseId}>
              <td>
                {line.creditNoteId === null && (
                  <Checkbox
                    label={t('creditNote.chooseLine', { title: line.title })}
                    checked={chosen.includes(line.purchaseId)}
                    onChange={(event) => toggle(line.purchaseId, event.target.checked)}
                  />
                )}
              </td>
              <td>{line.title}</td>
              <td>{line.qty}</td>
              <td>{money(line.netPrice)}</td>
              <td>{line.creditNoteId === null ? '' : t('creditNote.creditedBy', { number: numberOf.get(line.creditNoteId) ?? '' })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="atr-toolbar">
        <Button disabled={chosen.length === 0} onClick={() => setCrediting(chosen)}>
          {t('creditNote.creditChosen', { count: chosen.length })}
        </Button>
        <Button disabled={uncredited.length === 0} onClick={() => setCrediting('whole')}>
          {t('creditNote.creditWhole')}
        </Button>
      </div>
      {data.creditNotes.length > 0 && (
        <>
          <h2>{t('creditNote.notes')}</h2>
          <ul>
            {data.creditNotes.map((note) => (
              <li key={note.creditNoteId}>
                <a href={creditNotePdfUrl(note.creditNoteId)} target="_blank" rel="noreferrer">
                  {t('creditNote.openPdf', { number: note.number })}
                </a>{' '}
                {t('creditNote.noteSummary', {
                  amount: money(-(note.netTotal + note.vatTotal)),
                  what: t(`creditNote.disposition.${note.disposition}`),
                  reason: note.reason,
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      {crediting && (
        <CreditNoteDialog
          invoiceId={data.invoiceId}
          purchaseIds={crediting === 'whole' ? null : crediting}
          onClose={(credited) => {
            setCrediting(null);
            if (credited) {
              setChosen([]);
              invoice.reload();
            }
          }}
        />
      )}
    </Page>
  );
}
