import { Button, callEndpoint, Checkbox, ConfirmDialog, Select, TextField, useEndpoint, useT } from '@atrium/shared-ui';
import { coursePlaceEndpoints } from '@atrium/classroom-contract';
import { userAdministrationEndpoints, type AdminUser } from '@atrium/users-contract';
import { useState, type FormEvent } from 'react';
import { applyChange } from './user-administration-api';

/** Norway (decision 0160), where most people taking courses live, is chosen first. */
const NORWAY = '165';

/**
 * Convert to a private customer (document 002 §2 profile, §7 convertToPrivateCustomer; decision 0241), for platform
 * admins: the person's own customer with the address given; their other contexts go unless kept, which the
 * confirmation says. A person who already has one is shown it instead.
 */
export function PrivateCustomerForm({ user, onSaved }: { user: AdminUser; onSaved: (user: AdminUser) => void }) {
  const t = useT();
  const countries = useEndpoint(coursePlaceEndpoints.countries, user.privateCustomer ? null : {});
  const [street, setStreet] = useState('');
  const [postalCode, setPostalCode] = useState('');
  const [city, setCity] = useState('');
  const [countryId, setCountryId] = useState(NORWAY);
  const [keepContexts, setKeepContexts] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);

  if (user.privateCustomer) return <p>{t('useradmin.private.is', { customer: user.privateCustomer.name })}</p>;

  const convert = () =>
    void applyChange(
      () =>
        callEndpoint(userAdministrationEndpoints.convertToPrivateCustomer, {
          body: { userId: user.id, keepContexts, address: { street, postalCode, city, countryId: Number(countryId) } },
        }),
      'useradmin.private.done',
      onSaved,
      setErrors,
    );
  const ask = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };

  return (
    <form aria-label={t('useradmin.private')} onSubmit={ask}>
      <div className="atr-toolbar">
        <TextField
          label={t('useradmin.private.street')}
          value={street}
          error={errors['address.street']}
          required
          onChange={(e) => setStreet(e.target.value)}
        />
        <TextField
          label={t('useradmin.private.postalCode')}
          value={postalCode}
          error={errors['address.postalCode']}
          required
          onChange={(e) => setPostalCode(e.target.value)}
        />
        <TextField
          label={t('useradmin.private.city')}
          value={city}
          error={errors['address.city']}
          required
          onChange={(e) => setCity(e.target.value)}
        />
        <Select
          label={t('useradmin.private.country')}
          value={countryId}
          error={errors['address.countryId']}
          options={(countries.data ?? []).map((country) => ({ value: String(country.id), label: country.name }))}
          onChange={(e) => setCountryId(e.target.value)}
        />
      </div>
      <Checkbox label={t('useradmin.private.keepContexts')} checked={keepContexts} onChange={(e) => setKeepContexts(e.target.checked)} />
      <Button type="submit" disabled={!countries.data}>
        {t('useradmin.private')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('useradmin.private')}
        message={t(keepContexts ? 'useradmin.private.confirmKeep' : 'useradmin.private.confirm', {
          name: `${user.firstname} ${user.lastname}`,
        })}
        confirmLabel={t('useradmin.private')}
        onConfirm={() => {
          setConfirming(false);
          convert();
        }}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
