import { COURSE_ADMINS } from '@atrium/core-contract';
import {
  batchInvoiceEndpoints,
  batchInvoiceLocaleSchema,
  GROUP_TYPES,
  type BatchInvoice,
  type BatchInvoiceLocale,
  type BatchPreview,
  type GroupType,
} from '@atrium/reports-contract';
import {
  ApiError,
  Button,
  callEndpoint,
  Checkbox,
  DeadEndPage,
  formatMoney,
  Link,
  Page,
  Select,
  Spinner,
  TextField,
  toast,
  useAuth,
  useT,
} from '@atrium/shared-ui';
import { useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { InvoiceList } from './InvoiceList';
import { readStoredBatch, storeBatch } from './stored-batch';
import './messages';

const START = '/batchinvoice/start';

/** /batchinvoice/process (document 003): the settings, a preview with VAT, and placing the batch order. */
export default function BatchInvoiceProcessPage() {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const mayInvoice = useAuth((state) => state.hasAnyRole(COURSE_ADMINS));
  const [batch] = useState(readStoredBatch);
  const [groupType, setGroupType] = useState<GroupType>('SINGLE');
  const [vat, setVat] = useState(true);
  const [invoiceLocale, setInvoiceLocale] = useState<BatchInvoiceLocale>('nb_NO');
  const [yourRef, setYourRef] = useState('');
  const [onBehalfOf, setOnBehalfOf] = useState('');
  const [sendEmail, setSendEmail] = useState(false);
  const [preview, setPreview] = useState<BatchPreview | null>(null);
  const [placed, setPlaced] = useState<BatchInvoice[] | null>(null);
  const [busy, setBusy] = useState(false);

  // Document 003 §2: without a stored customer the page returns to start.
  const missing = !batch || batch.queue.length === 0;
  useEffect(() => {
    if (mayInvoice && missing && !placed) navigateToUrl(START);
  }, [mayInvoice, missing, placed]);

  if (!mayInvoice) return <DeadEndPage kind="noaccess" />;
  if (!batch || (missing && !placed)) return <Spinner />;

  const settings = {
    customerId: batch.customerId,
    groupType,
    vat,
    locale: invoiceLocale,
    ...(yourRef.trim() && { yourRef }),
    ...(onBehalfOf.trim() && { onBehalfOf }),
  };
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPreview(null);
    };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast.error(error instanceof ApiError && error.status === 409 ? error.message : 'batchInvoice.error.failed');
    } finally {
      setBusy(false);
    }
  };
  const showPreview = () =>
    run(async () => setPreview(await callEndpoint(batchInvoiceEndpoints.preview, { body: { ...settings, queue: batch.queue } })));
  const placeOrder = () =>
    run(async () => {
      const { invoices } = await callEndpoint(batchInvoiceEndpoints.placeOrder, { body: { ...settings, lines: batch.queue, sendEmail } });
      storeBatch(null);
      setPlaced(invoices);
      toast.success('batchInvoice.invoicesMade', { count: invoices.length });
    });

  if (placed) {
    return (
      <Page title={t('batchInvoice.processTitle')}>
        <p role="status">{t('batchInvoice.invoicesMade', { count: placed.length })}</p>
        <InvoiceList invoices={placed} />
        <Link href={START}>{t('batchInvoice.back')}</Link>
      </Page>
    );
  }

  return (
    <Page title={t('batchInvoice.processTitle')} actions={<Link href={START}>{t('batchInvoice.back')}</Link>}>
      <p>
        {t('batchInvoice.customer')}: <strong>{batch.customerName}</strong> · {t('batchInvoice.queued', { count: batch.queue.length })}
      </p>
      <form
        aria-label={t('batchInvoice.processTitle')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void showPreview();
        }}
      >
        <div className="atr-form-row">
          <Select
            label={t('batchInvoice.grouping')}
            value={groupType}
            onChange={(event) => changed(setGroupType)(event.target.value as GroupType)}
            options={GROUP_TYPES.map((value) => ({ value, label: t(`batchInvoice.grouping.${value}`) }))}
          />
          <Select
            label={t('batchInvoice.locale')}
            value={invoiceLocale}
            onChange={(event) => changed(setInvoiceLocale)(event.target.value as BatchInvoiceLocale)}
            options={batchInvoiceLocaleSchema.options.map((value) => ({ value, label: t(`batchInvoice.locale.${value}`) }))}
          />
        </div>
        <Checkbox label={t('batchInvoice.vat')} checked={vat} onChange={(event) => changed(setVat)(event.target.checked)} />
        <TextField
          label={t('batchInvoice.runRef')}
          value={yourRef}
          maxLength={100}
          onChange={(event) => changed(setYourRef)(event.target.value)}
        />
        <TextField
          label={t('batchInvoice.onBehalfOf')}
          value={onBehalfOf}
          maxLength={200}
          onChange={(event) => changed(setOnBehalfOf)(event.target.value)}
        />
        <Checkbox label={t('batchInvoice.sendEmail')} checked={sendEmail} onChange={(event) => setSendEmail(event.target.checked)} />
        <Button type="submit" disabled={busy}>
          {t('batchInvoice.preview')}
        </Button>
      </form>
      {busy && <p role="status">{t('batchInvoice.placing')}</p>}
      {preview && (
        <>
          <InvoiceList invoices={preview.invoices} />
          <p>
            <strong>
              {t('batchInvoice.grandTotal')}: {formatMoney(preview.grossTotal, preview.invoices[0]?.currency ?? 'NOK', locale)}
            </strong>
          </p>
          <Button variant="primary" busy={busy} disabled={busy} onClick={() => void placeOrder()}>
            {t('batchInvoice.placeOrder')}
          </Button>
        </>
      )}
    </Page>
  );
}
