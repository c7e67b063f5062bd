import { Select, useAuth, useT } from '@atrium/shared-ui';

/** Lets a user with several customer contexts choose the one whose roles apply. */
export function CustomerSwitch() {
  const t = useT();
  const me = useAuth((state) => state.me);
  if (!me || me.contexts.length < 2) return null;
  return (
    <Select
      label={t('customer.context')}
      value={String(me.activeCustomerId ?? '')}
      options={me.contexts.map((context) => ({ value: String(context.customerId), label: context.customerName }))}
      onChange={(event) => void useAuth.getState().setActiveCustomer(Number(event.target.value))}
    />
  );
}
