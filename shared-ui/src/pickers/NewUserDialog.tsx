import { NEW_USER_EMAIL_TAKEN, newUserSchema, type UserSelectItem } from '@atrium/users-contract';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError } from '../auth/api-error';
import { fieldErrorsOf } from '../auth/field-errors-of';
import { useAuth } from '../auth/use-auth';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { TextField } from '../components/TextField';
import { useT } from '../i18n/use-t';
import { NewUserCustomerField, ownCustomersOf } from './NewUserCustomerField';
import { registerNewUser } from './picker-api';
import type { CustomerItem } from './picker-items';

export interface NewUserDialogProps {
  onClose(): void;
  /** The person registered, or the one already registered whom the user chose instead. */
  onRegistered(user: UserSelectItem): void;
}

type Texts = Record<'firstName' | 'lastName' | 'email' | 'phone', string>;
type Flags = { force?: true; useDuplicate?: true };

const NO_TEXTS: Texts = { firstName: '', lastName: '', email: '', phone: '' };

// The contract's messages are message keys, so they are shown as they are.
function errorsByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

// The server names a refused field "user.<field>" (after fieldErrorsOf drops "body.").
const refusedFields = (error: unknown) =>
  Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([field, message]) => [field.replace(/^user\./, ''), message]));

function failureOf(error: unknown): string {
  if (!(error instanceof ApiError)) return 'http.500';
  if (error.status === 409) return NEW_USER_EMAIL_TAKEN;
  return [400, 403, 404].includes(error.status) ? `http.${error.status}` : 'http.500';
}

/**
 * Registers a person from a user picker (document 001 §7 "new user"). A possible duplicate stops it: the
 * user then takes that person, or registers the new one anyway.
 */
export function NewUserDialog({ onClose, onRegistered }: NewUserDialogProps) {
  const t = useT();
  const formId = useId();
  const me = useAuth((state) => state.me);
  const [texts, setTexts] = useState(NO_TEXTS);
  const [customer, setCustomer] = useState<CustomerItem | null>(() => ownCustomersOf(me)?.[0] ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<UserSelectItem | null>(null);
  const [busy, setBusy] = useState(false);

  // Whoever was found belongs to what was typed: a change asks again.
  const edit = (field: keyof Texts) => (event: ChangeEvent<HTMLInputElement>) => {
    setTexts({ ...texts, [field]: event.target.value });
    setDuplicate(null);
  };
  const chooseCustomer = (next: CustomerItem | null) => {
    setCustomer(next);
    setDuplicate(null);
  };

  const send = async (flags: Flags = {}) => {
    const user = newUserSchema.safeParse({ ...texts, phone: texts.phone.trim() || undefined, customerId: customer?.id });
    setErrors(user.success ? {} : errorsByField(user.error.issues));
    setFailure(null);
    if (!user.success) return;
    setBusy(true);
    try {
      const result = await registerNewUser({ ...flags, user: user.data });
      if (result.user) return onRegistered(result.user);
      setDuplicate(result.possibleDuplicate);
    } catch (error) {
      const refused = refusedFields(error);
      setErrors(refused);
      if (Object.keys(refused).length === 0) setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled, but React still hands the submit to a form around the picker.
    event.stopPropagation();
    void send();
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
          <Button variant="primary" type="submit" form={formId} busy={busy}>
            {t('picker.newUser.create')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <TextField
          label={t('picker.newUser.firstName')}
          required
          autoComplete="off"
          value={texts.firstName}
          onChange={edit('firstName')}
          error={errors.firstName}
        />
        <TextField
          label={t('picker.newUser.lastName')}
          required
          autoComplete="off"
          value={texts.lastName}
          onChange={edit('lastName')}
          error={errors.lastName}
        />
        <TextField
          label={t('picker.newUser.email')}
          type="email"
          required
          autoComplete="off"
          value={texts.email}
          onChange={edit('email')}
          error={errors.email}
        />
        <TextField
          label={t('picker.newUser.phone')}
          type="tel"
          autoComplete="off"
          value={texts.phone}
          onChange={edit('phone')}
          error={errors.phone}
        />
        <NewUserCustomerField value={customer} onChange={chooseCustomer} error={errors.customerId} />
      </form>
      {duplicate && (
        <div className="atr-toolbar">
          <p role="alert">{t('picker.newUser.duplicate', { name: `${duplicate.firstname} ${duplicate.lastname}` })}</p>
          <Button variant="primary" busy={busy} onClick={() => void send({ useDuplicate: true })}>
            {t('picker.newUser.useDuplicate')}
          </Button>
          <Button busy={busy} onClick={() => void send({ force: true })}>
            {t('picker.newUser.force')}
          </Button>
        </div>
      )}
      {failure && (
        <p role="alert" className="atr-field-error">
          {t(failure)}
        </p>
      )}
    </Modal>
  );
}
