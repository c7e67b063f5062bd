import { useMemo } from 'react';
import { useT } from '../i18n/use-t';
import type { ComboboxOption } from './Combobox';
import { narrowingSearch } from './narrowing-search';
import { searchCustomers } from './picker-api';
import type { PickerFieldProps } from './picker-field-props';
import type { CustomerItem } from './picker-items';
import {
  CUSTOMER_LIST_DELAY_MS,
  CUSTOMER_LIST_LIMIT,
  CUSTOMER_LIST_MORE_THAN,
  CUSTOMER_PICKER_LIMIT,
  PICKER_DELAY_MS,
  PICKER_MIN_LENGTH,
} from './picker-limits';
import { SearchPicker } from './SearchPicker';

export interface CustomerPickerProps extends PickerFieldProps {
  value: CustomerItem | null;
  onChange: (value: CustomerItem | null) => void;
  /** Leaves out inactive customers; on unless turned off. */
  hideInactive?: boolean;
  /** Leaves out customers merged into another; on unless turned off. */
  hideMergedCustomers?: boolean;
  /**
   * 'picker' (the default) lists up to 50 hits after 150 ms. 'list' is the customer list's live
   * search: up to 200 hits after 200 ms, narrowing a complete earlier answer without asking the
   * server again, and saying so when more than 99 match.
   */
  variant?: 'picker' | 'list';
}

const nameOf = (customer: CustomerItem) => customer.name;

export function CustomerPicker({ hideInactive = true, hideMergedCustomers = true, variant = 'picker', ...props }: CustomerPickerProps) {
  const t = useT();
  const list = variant === 'list';
  const search = useMemo(() => {
    const limit = list ? CUSTOMER_LIST_LIMIT : CUSTOMER_PICKER_LIMIT;
    const ask = (name: string, signal: AbortSignal) => searchCustomers({ name, limit, hideInactive, hideMergedCustomers }, signal);
    return list ? narrowingSearch(ask, limit, nameOf) : ask;
  }, [list, hideInactive, hideMergedCustomers]);
  // A private customer is named after its person (decision 0241): the label says it is not a company of that name.
  const customerOption = (customer: CustomerItem): ComboboxOption => ({
    id: String(customer.id),
    label: customer.privateCustomer ? t('customers.private', { name: customer.name }) : customer.name,
  });
  const noteOf = (results: readonly CustomerItem[]) =>
    results.length > CUSTOMER_LIST_MORE_THAN ? t('customers.search.more', { count: CUSTOMER_LIST_MORE_THAN }) : undefined;

  return (
    <SearchPicker
      {...props}
      search={search}
      optionOf={customerOption}
      noteOf={noteOf}
      delayMs={list ? CUSTOMER_LIST_DELAY_MS : PICKER_DELAY_MS}
      minLength={PICKER_MIN_LENGTH}
    />
  );
}
