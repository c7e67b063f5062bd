import { REGISTERS_NEW_USERS } from '@atrium/users-contract';
import { useCallback, useState } from 'react';
import { activeRoles } from '../auth/active-roles';
import { useAuth } from '../auth/use-auth';
import { Button } from '../components/Button';
import { useT } from '../i18n/use-t';
import type { ComboboxOption } from './Combobox';
import { NewUserDialog } from './NewUserDialog';
import { searchUsers } from './picker-api';
import type { PickerFieldProps } from './picker-field-props';
import type { UserSelectItem } from './picker-items';
import { COMPANY_USER_PICKER_LIMIT, PICKER_DELAY_MS, PICKER_MIN_LENGTH, USER_PICKER_LIMIT } from './picker-limits';
import { SearchPicker } from './SearchPicker';

export interface UserPickerProps extends PickerFieldProps {
  value: UserSelectItem | null;
  onChange(value: UserSelectItem | null): void;
  /** The company area lists 25 people at a time instead of 10. */
  companyArea?: boolean;
  /** Offers "New user" to those who may register people: whoever is registered becomes the value. */
  allowNewUser?: boolean;
}

const userOption = (user: UserSelectItem): ComboboxOption => ({ id: String(user.id), label: `${user.firstname} ${user.lastname}` });

/** Finds a person by name, username or e-mail; a company admin finds only people of their own company. */
export function UserPicker({ companyArea = false, allowNewUser = false, ...props }: UserPickerProps) {
  const t = useT();
  const limit = companyArea ? COMPANY_USER_PICKER_LIMIT : USER_PICKER_LIMIT;
  const search = useCallback((q: string, signal: AbortSignal) => searchUsers(q, limit, signal), [limit]);
  const mayRegister = useAuth((state) => activeRoles(state.me).some((role) => REGISTERS_NEW_USERS.includes(role)));
  const [registering, setRegistering] = useState(false);

  const picker = <SearchPicker {...props} search={search} optionOf={userOption} delayMs={PICKER_DELAY_MS} minLength={PICKER_MIN_LENGTH} />;
  if (!allowNewUser || !mayRegister) return picker;
  return (
    <>
      {picker}
      <Button disabled={props.disabled} onClick={() => setRegistering(true)}>
        {t('picker.newUser')}
      </Button>
      {registering && (
        <NewUserDialog
          onClose={() => setRegistering(false)}
          onRegistered={(user) => {
            setRegistering(false);
            props.onChange(user);
          }}
        />
      )}
    </>
  );
}
