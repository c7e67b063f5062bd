import { newUserSchema, userPickerEndpoints, type UserSelectItem } from '@atrium/users-contract';
import { Button, callEndpoint, failureKey, fieldErrorsOf, Link, Page, TextField, useAuth, useT } from '@atrium/shared-ui';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { companyHref } from '../company-routes';
import './messages';

type Texts = Record<'firstName' | 'lastName' | 'email' | 'phone', string>;
type Flags = { force?: true; useDuplicate?: true };

const NO_TEXTS: Texts = { firstName: '', lastName: '', email: '', phone: '' };
const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
const INPUT_TYPES: Record<keyof Texts, string> = { firstName: 'text', lastName: 'text', email: 'email', phone: 'tel' };

// The server names a refused field "user.<field>" (after fieldErrorsOf drops "body."); the contract's messages are keys.
const refusedFields = (error: unknown) =>
  Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([field, message]) => [field.replace(/^user\./, ''), message]));

/**
 * /my-company/add-user (document 001 §2): registers a person at the company the admin acts for, with the users
 * area's new-user rules (a possible duplicate stops it; the admin takes that person or registers anyway).
 */
export default function AddUserPage() {
  const t = useT();
  const me = useAuth((state) => state.me);
  const customer = me?.contexts.find((context) => context.customerId === me.activeCustomerId);
  const [texts, setTexts] = useState(NO_TEXTS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<UserSelectItem | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (field: keyof Texts) => (event: ChangeEvent<HTMLInputElement>) => {
    setTexts({ ...texts, [field]: event.target.value });
    setDuplicate(null);
  };

  const send = async (flags: Flags = {}) => {
    const user = newUserSchema.safeParse({ ...texts, phone: texts.phone.trim() || undefined, customerId: customer?.customerId });
    const invalid: Record<string, string> = {};
    if (!user.success) for (const issue of user.error.issues) invalid[String(issue.path[0])] ??= issue.message;
    setErrors(invalid);
    setFailure(!user.success && invalid.customerId ? 'my-company.users.noCompany' : null);
    if (!user.success) return;
    setBusy(true);
    try {
      const result = await callEndpoint(userPickerEndpoints.register, { body: { ...flags, user: user.data } });
      if (result.user) navigateToUrl(companyHref('my-company.user', { id: result.user.id }));
      else setDuplicate(result.possibleDuplicate);
    } catch (error) {
      const refused = refusedFields(error);
      setErrors(refused);
      if (Object.keys(refused).length === 0) setFailure(failureKey(error));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <Page title={t('my-company.addUser.title')} actions={<Link href={companyHref('my-company.users')}>{t('my-company.users.back')}</Link>}>
      {customer && <p>{t('my-company.addUser.at', { name: customer.customerName })}</p>}
      <form noValidate onSubmit={submit} className="atr-form">
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`picker.newUser.${field}`)}
            type={INPUT_TYPES[field]}
            required={field !== 'phone'}
            autoComplete="off"
            value={texts[field]}
            onChange={edit(field)}
            error={errors[field]}
          />
        ))}
        <Button variant="primary" type="submit" busy={busy}>
          {t('picker.newUser.create')}
        </Button>
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
    </Page>
  );
}
