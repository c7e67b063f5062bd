import { addRemoteScormCustomerSchema, type AddRemoteScormCustomer } from '@atrium/elearning-contract';
import { Button, CustomerPicker, TextField, useT, type CustomerItem } from '@atrium/shared-ui';
import { useState } from 'react';
import { maxLearnersValue, refusedFields, type SaveOutcome } from './remote-scorm-fields';
import './remote-scorm-messages';

export interface AddRemoteCustomerFormProps {
  onAdd(body: AddRemoteScormCustomer): Promise<SaveOutcome>;
}

/** A customer and an optional learner limit, checked by the contract's rules before anything is sent. */
export function AddRemoteCustomerForm({ onAdd }: AddRemoteCustomerFormProps) {
  const t = useT();
  const [customer, setCustomer] = useState<CustomerItem | null>(null);
  const [maxLearners, setMaxLearners] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const add = async () => {
    const body = addRemoteScormCustomerSchema.safeParse({ customerId: customer?.id, maxLearners: maxLearnersValue(maxLearners) });
    if (!body.success) return setErrors(refusedFields(body.error.issues));
    setErrors({});
    setBusy(true);
    const refused = await onAdd(body.data);
    setBusy(false);
    if (refused) return setErrors(refused);
    setCustomer(null);
    setMaxLearners('');
  };

  return (
    <fieldset className="atr-toolbar">
      <legend>{t('ecourse.remoteScorm.new')}</legend>
      <CustomerPicker label={t('ecourse.remoteScorm.customer')} value={customer} onChange={setCustomer} error={errors.customerId} />
      <TextField
        label={t('ecourse.remoteScorm.maxLearners')}
        hint={t('ecourse.remoteScorm.maxLearnersHint')}
        inputMode="numeric"
        value={maxLearners}
        error={errors.maxLearners}
        onChange={(event) => setMaxLearners(event.target.value)}
      />
      <Button variant="primary" busy={busy} onClick={() => void add()}>
        {t('ecourse.remoteScorm.add')}
      </Button>
    </fieldset>
  );
}
