import { COURSE_ADMINS } from '@atrium/core-contract';
import { batchInvoiceEndpoints } from '@atrium/reports-contract';
import { DeadEndPage, ErrorPanel, Page, Select, Spinner, useAuth, useEndpoint, useT } from '@atrium/shared-ui';
import { useState } from 'react';
import { ByRefView } from './ByRefView';
import { InvoiceFinder } from '../credit-note/InvoiceFinder';
import { OpenLinesView } from './OpenLinesView';
import { readStoredBatch, storeBatch } from './stored-batch';
import './messages';

type ViewType = 'normal' | 'byref';

/** /batchinvoice/start (document 003): choose a customer, see its lines not yet invoiced, build a queue. */
export default function BatchInvoiceStartPage() {
  const t = useT();
  const mayInvoice = useAuth((state) => state.hasAnyRole(COURSE_ADMINS));
  const customers = useEndpoint(batchInvoiceEndpoints.customers, mayInvoice ? {} : null);
  const [customerId, setCustomerId] = useState<number | null>(() => readStoredBatch()?.customerId ?? null);
  const [viewType, setViewType] = useState<ViewType>('normal');

  if (!mayInvoice) return <DeadEndPage kind="noaccess" />;

  const choose = (value: string) => {
    const id = value ? Number(value) : null;
    setCustomerId(id);
    const customer = customers.data?.find((c) => c.customerId === id);
    storeBatch(customer ? { customerId: customer.customerId, customerName: customer.name, queue: [] } : null);
  };

  const body = () => {
    if (customers.error) return <ErrorPanel error={customers.error} onRetry={customers.reload} />;
    if (!customers.data) return <Spinner />;
    if (customers.data.length === 0 && customerId === null) return <p role="status">{t('batchInvoice.noCustomers')}</p>;
    const customer = customers.data.find((c) => c.customerId === customerId);
    return (
      <>
        <div className="atr-form-row">
          <Select
            label={t('batchInvoice.customer')}
            placeholder={t('batchInvoice.chooseCustomer')}
            value={customer ? String(customer.customerId) : ''}
            onChange={(event) => choose(event.target.value)}
            options={customers.data.map((c) => ({
              value: String(c.customerId),
              label: t('batchInvoice.customerOption', { name: c.name, count: c.lineCount }),
            }))}
          />
          <Select
            label={t('batchInvoice.viewType')}
            value={viewType}
            onChange={(event) => setViewType(event.target.value as ViewType)}
            options={(['normal', 'byref'] as const).map((value) => ({ value, label: t(`batchInvoice.viewType.${value}`) }))}
          />
        </div>
        {customer &&
          (viewType === 'normal' ? (
            <OpenLinesView customerId={customer.customerId} customerName={customer.name} />
          ) : (
            <ByRefView customerId={customer.customerId} onInvoiced={customers.reload} />
          ))}
      </>
    );
  };

  return (
    <Page title={t('batchInvoice.title')}>
      {body()}
      <InvoiceFinder />
    </Page>
  );
}
