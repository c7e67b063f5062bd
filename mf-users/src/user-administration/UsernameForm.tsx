import { Button, callEndpoint, TextField, useT } from '@atrium/shared-ui';
import { userAdministrationEndpoints, type AdminUser } from '@atrium/users-contract';
import { useState, type FormEvent } from 'react';
import { applyChange } from './user-administration-api';

/** Rename the username (document 002 §7 update-username); the person signs in with the new one. */
export function UsernameForm({ user, onSaved }: { user: AdminUser; onSaved: (user: AdminUser) => void }) {
  const t = useT();
  const [username, setUsername] = useState(user.username);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async (event: FormEvent) => {
    event.preventDefault();
    await applyChange(
      () => callEndpoint(userAdministrationEndpoints.updateUsername, { body: { id: user.id, username } }),
      'useradmin.usernameChanged',
      onSaved,
      setErrors,
    );
  };

  return (
    <form className="atr-toolbar" onSubmit={(event) => void save(event)}>
      <TextField
        label={t('useradmin.field.username')}
        value={username}
        error={errors.username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <Button type="submit">{t('useradmin.rename')}</Button>
    </form>
  );
}
