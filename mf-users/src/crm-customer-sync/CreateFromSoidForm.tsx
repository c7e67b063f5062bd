import { crmCustomerSyncEndpoints as endpoints, soidSchema } from '@atrium/users-contract';
import { Button, callEndpoint, failureKey, TextField, toast, useT } from '@atrium/shared-ui';
import { useState, type FormEvent } from 'react';

/** Document 002 §2: creating a customer in Atrium from a CRM customer id (soid), one the lists may not show yet. */
export function CreateFromSoidForm({ onCreated }: { onCreated: () => void }) {
  const t = useT();
  const [soid, setSoid] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const parsed = soidSchema.safeParse(soid.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) {
      setError('superoffice.soid.invalid');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const customer = await callEndpoint(endpoints.search, { params: { soid: parsed.data } });
      const answer = await callEndpoint(endpoints.createInApp, { params: { soid: parsed.data } });
      toast.success(answer.created ? 'superoffice.created' : 'superoffice.alreadyPaired', { name: customer.name });
      setSoid('');
      onCreated();
    } catch (failure) {
      setError(failureKey(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="atr-toolbar" onSubmit={(event) => void submit(event)} aria-label={t('superoffice.createFromSoid')}>
      <TextField
        label={t('superoffice.soid')}
        inputMode="numeric"
        value={soid}
        error={error}
        onChange={(event) => setSoid(event.target.value)}
      />
      <Button type="submit" busy={busy}>
        {t('superoffice.createFromSoid')}
      </Button>
    </form>
  );
}
