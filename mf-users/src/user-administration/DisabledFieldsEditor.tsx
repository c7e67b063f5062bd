import { Button, callEndpoint, Checkbox, useT } from '@atrium/shared-ui';
import { disabledUserFieldEndpoints, LOCKABLE_USER_FIELDS, type LockableUserField, type UserContext } from '@atrium/users-contract';
import { useState, type FormEvent } from 'react';
import { applyChange } from './user-administration-api';

/**
 * The fields the context's customer locks (disabledUserFields, decision 0208), for platform admins: one checkbox per
 * field; saving applies to every person of that customer, so the page reloads the person afterwards.
 */
export function DisabledFieldsEditor({ context, onSaved }: { context: UserContext; onSaved: () => void }) {
  const t = useT();
  const { id: customerId, name } = context.customer;
  const [chosen, setChosen] = useState<LockableUserField[]>(context.customer.disabledUserFields);
  const save = (event: FormEvent) => {
    event.preventDefault();
    void applyChange(
      () => callEndpoint(disabledUserFieldEndpoints.put, { params: { customerId }, body: { disabledUserFields: chosen } }),
      'useradmin.disabledFields.saved',
      onSaved,
    );
  };
  return (
    <form onSubmit={save} aria-label={t('useradmin.disabledFields.of', { customer: name })}>
      <fieldset>
        <legend>{t('useradmin.disabledFields.of', { customer: name })}</legend>
        <p className="atr-field-hint">{t('useradmin.disabledFields.hint')}</p>
        <div className="atr-toolbar">
          {LOCKABLE_USER_FIELDS.map((field) => (
            <Checkbox
              key={field}
              label={t(`useradmin.field.${field}`)}
              checked={chosen.includes(field)}
              onChange={(event) => setChosen(event.target.checked ? [...chosen, field] : chosen.filter((held) => held !== field))}
            />
          ))}
        </div>
        <Button type="submit">{t('useradmin.disabledFields.save')}</Button>
      </fieldset>
    </form>
  );
}
