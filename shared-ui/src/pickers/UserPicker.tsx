import { useCallback } from 'react';
import type { ComboboxOption } from './Combobox';
import { searchUsers } from './pickerApi';
import type { PickerFieldProps } from './pickerFieldProps';
import type { UserSelectItem } from './pickerItems';
import { COMPANY_USER_PICKER_LIMIT, PICKER_DELAY_MS, PICKER_MIN_LENGTH, USER_PICKER_LIMIT } from './pickerLimits';
import { SearchPicker } from './SearchPicker';

export interface UserPickerProps extends PickerFieldProps {
  value: UserSelectItem | null;
  onChange(value: UserSelectItem | null): void;
  /** The company area lists 25 people at a time instead of 10. */
  companyArea?: boolean;
}

const userOption = (user: UserSelectItem): ComboboxOption => ({ id: String(user.id), label: `${user.firstName} ${user.lastName}` });

/** Finds a person by name, username or e-mail; a company admin finds only people of their own company. */
export function UserPicker({ companyArea = false, ...props }: UserPickerProps) {
  const limit = companyArea ? COMPANY_USER_PICKER_LIMIT : USER_PICKER_LIMIT;
  const search = useCallback((q: string, signal: AbortSignal) => searchUsers(q, limit, signal), [limit]);
  return <SearchPicker {...props} search={search} optionOf={userOption} delayMs={PICKER_DELAY_MS} minLength={PICKER_MIN_LENGTH} />;
}
