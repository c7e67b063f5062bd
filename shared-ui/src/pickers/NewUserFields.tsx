import { Button } from '../components/Button';
import { TextField } from '../components/TextField';
import { useT } from '../i18n/use-t';
import type { NewUserForm, NewUserTexts } from './use-new-user-form';

const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const satisfies readonly (keyof NewUserTexts)[];
const INPUT_TYPES: Record<keyof NewUserTexts, string> = { firstName: 'text', lastName: 'text', email: 'email', phone: 'tel' };

/** The four fields of a new person, phone optional. */
export function NewUserFields({ form }: { form: NewUserForm }) {
  const t = useT();
  return (
    <>
      {FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`picker.newUser.${field}`)}
          type={INPUT_TYPES[field]}
          required={field !== 'phone'}
          autoComplete="off"
          value={form.texts[field]}
          onChange={form.edit(field)}
          error={form.errors[field]}
        />
      ))}
    </>
  );
}

/** After the form: the possible duplicate's choice and a refusal that names no field. */
export function NewUserOutcome({ form }: { form: NewUserForm }) {
  const t = useT();
  const { duplicate, busy, failure } = form;
  return (
    <>
      {duplicate && (
        <div className="atr-toolbar">
          <p role="alert">{t('picker.newUser.duplicate', { name: `${duplicate.firstname} ${duplicate.lastname}` })}</p>
          <Button variant="primary" busy={busy} onClick={() => void form.send({ useDuplicate: true })}>
            {t('picker.newUser.useDuplicate')}
          </Button>
          <Button busy={busy} onClick={() => void form.send({ force: true })}>
            {t('picker.newUser.force')}
          </Button>
        </div>
      )}
      {failure && (
        <p role="alert" className="atr-field-error">
          {t(failure)}
        </p>
      )}
    </>
  );
}
