import { Button, callEndpoint, ConfirmDialog, failureKey, toast, useT } from '@atrium/shared-ui';
import { enterContextEndpoints, type UserContext } from '@atrium/users-contract';
import { useState } from 'react';

/**
 * Enter the customer's context (document 002 §2 profile, §6; decision 0209): after a confirmation saying what it does,
 * the platform admin acts for the customer as its company admin; the whole app opens again with that session.
 */
export function EnterContextButton({ context }: { context: UserContext }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const { id: customerId, name } = context.customer;
  const enter = async () => {
    setConfirming(false);
    try {
      await callEndpoint(enterContextEndpoints.enter, { params: { customerId } });
      // The shell reads the session once; a new page load shows the app as the customer's company admin.
      window.location.assign('/');
    } catch (error) {
      toast.error(failureKey(error));
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('useradmin.enterContext', { customer: name })}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('useradmin.enterContext', { customer: name })}
        message={t('useradmin.enterContext.confirm', { customer: name })}
        confirmLabel={t('useradmin.enterContext', { customer: name })}
        onConfirm={() => void enter()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
