import { crmCustomerSyncEndpoints as endpoints, type CrmCustomer } from '@atrium/users-contract';
import { Button, callEndpoint, CustomerPicker, failureKey, Modal, toast, useT, type CustomerItem } from '@atrium/shared-ui';
import { useState } from 'react';

export interface PairCustomerDialogProps {
  crmCustomer: CrmCustomer;
  onClose: () => void;
  onPaired: () => void;
}

/** Pairs an Atrium customer with a CRM customer; the sync then gives it the CRM's name and organisation number. */
export function PairCustomerDialog({ crmCustomer, onClose, onPaired }: PairCustomerDialogProps) {
  const t = useT();
  const [customer, setCustomer] = useState<CustomerItem | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const pair = async () => {
    if (!customer) {
      setError('validation.required');
      return;
    }
    setBusy(true);
    try {
      await callEndpoint(endpoints.pair, { body: { soid: crmCustomer.soid, customerId: customer.id } });
      toast.success('superoffice.paired', { name: crmCustomer.name });
      onPaired();
    } catch (failure) {
      setError(failureKey(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('superoffice.pair.title', { name: crmCustomer.name })}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" busy={busy} onClick={() => void pair()}>
            {t('superoffice.pair')}
          </Button>
        </>
      }
    >
      <p>{t('superoffice.pair.explain')}</p>
      <CustomerPicker label={t('superoffice.atriumCustomer')} value={customer} onChange={setCustomer} error={error} required />
    </Modal>
  );
}
