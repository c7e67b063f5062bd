import { reportCustomerEndpoints, type ReportCustomer } from '@atrium/elearning-contract';
import {
  callEndpoint,
  Button,
  ConfirmDialog,
  CustomerPicker,
  ErrorPanel,
  RemoveButton,
  Spinner,
  toast,
  useEndpoint,
  useT,
  type CustomerItem,
} from '@atrium/shared-ui';
import { useState } from 'react';
import type { EcourseTabProps } from '../ecourse-edit/ecourse-tab-props';
import { useSaveFailure } from './use-save-failure';
import './messages';

/** The customer tab (document 001 §6): customers holding the course's report role, added and removed one at a time or all at once. */
export function CustomerTab({ course }: EcourseTabProps) {
  const t = useT();
  const saveFailed = useSaveFailure();
  const params = { id: course.id };
  const customers = useEndpoint(reportCustomerEndpoints.list, { params });
  const [picked, setPicked] = useState<CustomerItem | null>(null);
  const [confirmingRemoveAll, setConfirmingRemoveAll] = useState(false);

  if (customers.error) return <ErrorPanel error={customers.error} onRetry={customers.reload} />;
  if (!customers.data) return <Spinner />;
  const list = customers.data;

  const change = async (request: Promise<ReportCustomer[]>, success: string) => {
    try {
      customers.set(await request);
      toast.success(success);
    } catch (error) {
      saveFailed(error);
    }
  };

  const add = () => {
    if (!picked) return;
    setPicked(null);
    void change(callEndpoint(reportCustomerEndpoints.add, { params, body: { customerId: picked.id } }), 'ecourse.reportCustomers.added');
  };

  const removeAll = () => {
    setConfirmingRemoveAll(false);
    void change(callEndpoint(reportCustomerEndpoints.clear, { params }), 'ecourse.reportCustomers.removedAll');
  };

  const nameOf = (customer: ReportCustomer) => customer.customerName ?? t('ecourse.customerId', { id: customer.customerId });

  return (
    <section>
      <h2>{t('ecourse.reportCustomers.title')}</h2>
      {list.length === 0 ? (
        <p>{t('ecourse.reportCustomers.none')}</p>
      ) : (
        <ul>
          {list.map((customer) => (
            <li key={customer.customerId}>
              {nameOf(customer)}{' '}
              <RemoveButton
                label={t('ecourse.reportCustomers.remove', { name: nameOf(customer) })}
                onClick={() =>
                  void change(
                    callEndpoint(reportCustomerEndpoints.remove, { params: { ...params, customerId: customer.customerId } }),
                    'ecourse.reportCustomers.removed',
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
      <div className="atr-toolbar">
        <CustomerPicker label={t('ecourse.reportCustomers.customer')} value={picked} onChange={setPicked} />
        <Button onClick={add} aria-disabled={picked === null || undefined}>
          {t('ecourse.reportCustomers.add')}
        </Button>
        {list.length > 0 && (
          <Button variant="danger" onClick={() => setConfirmingRemoveAll(true)}>
            {t('ecourse.reportCustomers.removeAll')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmingRemoveAll}
        title={t('ecourse.reportCustomers.removeAll')}
        message={t('ecourse.reportCustomers.removeAllQuestion', { count: list.length })}
        confirmLabel={t('ecourse.reportCustomers.removeAll')}
        onConfirm={removeAll}
        onCancel={() => setConfirmingRemoveAll(false)}
      />
    </section>
  );
}
