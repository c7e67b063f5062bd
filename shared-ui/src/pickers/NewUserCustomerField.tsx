import { REGISTERS_AT_ANY_CUSTOMER } from '@atrium/users-contract';
import { activeRoles } from '../auth/active-roles';
import type { Me } from '../auth/types';
import { useAuth } from '../auth/use-auth';
import { Select } from '../components/Select';
import { useT } from '../i18n/use-t';
import { CustomerPicker } from './CustomerPicker';
import type { CustomerItem } from './picker-items';

/**
 * Document 001 §6: registering people, admins see all customers, others those they can purchase for. A
 * user acts for one customer at a time (their active context), and that is the one the users service
 * lets a company admin register people at; null means the choice is free.
 */
export function ownCustomersOf(me: Me | null): CustomerItem[] | null {
  if (activeRoles(me).some((role) => REGISTERS_AT_ANY_CUSTOMER.includes(role))) return null;
  const own = me?.contexts.filter((context) => context.customerId === me.activeCustomerId) ?? [];
  return own.map((context) => ({ id: context.customerId, name: context.customerName }));
}

export interface NewUserCustomerFieldProps {
  value: CustomerItem | null;
  onChange(value: CustomerItem | null): void;
  /** A message key. */
  error?: string | undefined;
}

/** The customer a new person is registered at: any customer found by search, or one of the user's own. */
export function NewUserCustomerField({ value, onChange, error }: NewUserCustomerFieldProps) {
  const t = useT();
  const me = useAuth((state) => state.me);
  const own = ownCustomersOf(me);
  const label = t('picker.newUser.customer');
  if (own === null) return <CustomerPicker label={label} value={value} onChange={onChange} error={error} required />;
  return (
    <Select
      label={label}
      error={error}
      required
      placeholder={own.length === 0 ? t('picker.choose') : undefined}
      options={own.map((customer) => ({ value: String(customer.id), label: customer.name }))}
      value={value === null ? '' : String(value.id)}
      onChange={(event) => onChange(own.find((customer) => String(customer.id) === event.target.value) ?? null)}
    />
  );
}
