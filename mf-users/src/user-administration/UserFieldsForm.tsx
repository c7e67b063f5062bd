import { Button, callEndpoint, Select, TextField, useT } from '@atrium/shared-ui';
import { LOCALES, userAdministrationEndpoints, USER_UPDATED, type AdminUser, type Locale } from '@atrium/users-contract';
import { useState, type FormEvent } from 'react';
import { applyChange } from './user-administration-api';

/** The person's own fields (document 002 §3 "User"); name and e-mail are read-only while an integration owns them. */
export function UserFieldsForm({ user, onSaved }: { user: AdminUser; onSaved: (user: AdminUser) => void }) {
  const t = useT();
  const [values, setValues] = useState({
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    phone: user.phone ?? '',
    locale: user.locale,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const locked = user.contexts.some((context) => context.apiLockdown);
  // A field any of the person's customers locks (disabledUserFields, decision 0208).
  const customerLocked = (['firstname', 'lastname', 'email', 'phone'] as const).filter((field) =>
    user.contexts.some((context) => context.customer.disabledUserFields.includes(field)),
  );

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await applyChange(
      () => callEndpoint(userAdministrationEndpoints.update, { params: { userId: user.id }, body: values }),
      USER_UPDATED,
      onSaved,
      setErrors,
    );
    setBusy(false);
  };
  const text = (name: 'firstname' | 'lastname' | 'email' | 'phone', readOnly = false) => (
    <TextField
      label={t(`useradmin.field.${name}`)}
      value={values[name]}
      readOnly={readOnly}
      error={errors[name]}
      type={name === 'email' ? 'email' : 'text'}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
    />
  );

  return (
    <form onSubmit={(event) => void save(event)} aria-labelledby="useradmin-user-fields">
      <h2 id="useradmin-user-fields">{t('useradmin.userFields')}</h2>
      {locked && <p className="atr-field-hint">{t('useradmin.lockedHint')}</p>}
      {customerLocked.length > 0 && (
        <p className="atr-field-hint">
          {t('useradmin.fieldLockedHint', { fields: customerLocked.map((field) => t(`useradmin.field.${field}`)).join(', ') })}
        </p>
      )}
      <div className="atr-toolbar">
        {text('firstname', locked || customerLocked.includes('firstname'))}
        {text('lastname', locked || customerLocked.includes('lastname'))}
        {text('email', locked || customerLocked.includes('email'))}
        {text('phone', customerLocked.includes('phone'))}
        <Select
          label={t('useradmin.field.locale')}
          value={values.locale}
          options={LOCALES.map((locale) => ({ value: locale, label: t(`locale.name.${locale}`) }))}
          onChange={(event) => setValues({ ...values, locale: event.target.value as Locale })}
        />
      </div>
      <Button type="submit" variant="primary" busy={busy}>
        {t('common.save')}
      </Button>
    </form>
  );
}
