import { creditNoteEndpoints } from '@atrium/reports-contract';
import { ApiError, Button, callEndpoint, hrefTo, TextField, useT } from '@atrium/shared-ui';
import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import './messages';

/** Opens a posted invoice by the number printed on it, to see or credit its lines. */
export function InvoiceFinder() {
  const t = useT();
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | undefined>();
  const open = async () => {
    if (!/^\d{1,9}$/.test(number.trim()) || Number(number) < 1) {
      setError('creditNote.badNumber');
      return;
    }
    try {
      const invoice = await callEndpoint(creditNoteEndpoints.invoiceByNumber, { params: { number: Number(number) } });
      navigateToUrl(hrefTo('batchinvoice.invoice', { invoiceId: invoice.invoiceId }));
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 404 ? 'creditNote.noSuchInvoice' : 'creditNote.failed');
    }
  };
  return (
    <form
      className="atr-form-row"
      aria-label={t('creditNote.find')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void open();
      }}
    >
      <TextField
        label={t('creditNote.invoiceNumber')}
        inputMode="numeric"
        value={number}
        error={error}
        onChange={(event) => {
          setNumber(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit">{t('creditNote.openInvoice')}</Button>
    </form>
  );
}
