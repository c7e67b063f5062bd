import { Button, callEndpoint, ConfirmDialog, CustomerPicker, useT, type CustomerItem } from '@atrium/shared-ui';
import { userAdministrationEndpoints, type AdminUser, type UserContext } from '@atrium/users-contract';
import { useState } from 'react';
import { applyChange } from './user-administration-api';

/**
 * Move to another customer (document 002 §2 profile, §6; decision 0209), for platform admins: the context goes to the
 * chosen customer with its fields; its roles stay behind, which the confirmation says.
 */
export function MoveContextForm({ user, context, onSaved }: { user: AdminUser; context: UserContext; onSaved: (user: AdminUser) => void }) {
  const t = useT();
  const [target, setTarget] = useState<CustomerItem | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const from = context.customer.name;

  const move = () =>
    void applyChange(
      () =>
        callEndpoint(userAdministrationEndpoints.moveToCustomer, {
          body: { userId: user.id, fromCustomerId: context.customer.id, toCustomerId: target!.id },
        }),
      'useradmin.move.moved',
      onSaved,
      setErrors,
    );

  return (
    <div className="atr-toolbar">
      <CustomerPicker
        label={t('useradmin.move.to', { customer: from })}
        value={target}
        error={errors.toCustomerId}
        onChange={(chosen) => setTarget(chosen && chosen.id !== context.customer.id ? chosen : null)}
      />
      <Button disabled={!target} onClick={() => setConfirming(true)}>
        {t('useradmin.move')}
      </Button>
      <ConfirmDialog
        open={confirming && target !== null}
        title={t('useradmin.move')}
        message={t('useradmin.move.confirm', { from, to: target?.name ?? '' })}
        confirmLabel={t('useradmin.move')}
        onConfirm={() => {
          setConfirming(false);
          move();
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
