import type { UserSelectItem } from '@atrium/users-contract';
import { useId, useState, type FormEvent } from 'react';
import { useAuth } from '../auth/use-auth';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { useT } from '../i18n/use-t';
import { NewUserCustomerField, ownCustomersOf } from './NewUserCustomerField';
import { NewUserFields, NewUserOutcome } from './NewUserFields';
import type { CustomerItem } from './picker-items';
import { useNewUserForm } from './use-new-user-form';

export interface NewUserDialogProps {
  onClose: () => void;
  /** The person registered, or the one already registered whom the user chose instead. */
  onRegistered: (user: UserSelectItem) => void;
}

/**
 * Registers a person from a user picker (document 001 §7 "new user"), at a customer the user chooses. A possible
 * duplicate stops it: the user then takes that person, or registers the new one anyway.
 */
export function NewUserDialog({ onClose, onRegistered }: NewUserDialogProps) {
  const t = useT();
  const formId = useId();
  const me = useAuth((state) => state.me);
  const [customer, setCustomer] = useState<CustomerItem | null>(() => ownCustomersOf(me)?.[0] ?? null);
  const form = useNewUserForm(customer?.id, onRegistered);

  const chooseCustomer = (next: CustomerItem | null) => {
    setCustomer(next);
    form.forgetDuplicate();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled, but React still hands the submit to a form around the picker.
    event.stopPropagation();
    void form.send();
  };

  return (
    <Modal
      open
      title={t('picker.newUser')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" type="submit" form={formId} busy={form.busy}>
            {t('picker.newUser.create')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <NewUserFields form={form} />
        <NewUserCustomerField value={customer} onChange={chooseCustomer} error={form.errors.customerId} />
      </form>
      <NewUserOutcome form={form} />
    </Modal>
  );
}
