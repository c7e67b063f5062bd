import { Button, callEndpoint, TextField, toast, useT } from '@atrium/shared-ui';
import { PASSWORD_UPDATE_FAILED, passwordResetEndpoints } from '@atrium/users-contract';
import { useState, type FormEvent } from 'react';

/**
 * Sets the person's password (document 002 §7 PUT data/{product}usersearch/password; §8: changed false shows
 * user.password.update.failed).
 */
export function PasswordForm({ userId }: { userId: number }) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await callEndpoint(passwordResetEndpoints.adminChange, { body: { password, user: userId } });
      if (!answer.changed) {
        toast.error(PASSWORD_UPDATE_FAILED);
        return;
      }
      setPassword('');
      setError(undefined);
      toast.success('useradmin.passwordChanged');
    } catch {
      setError('validation.password.medium');
    }
  };

  return (
    <form className="atr-toolbar" onSubmit={(event) => void save(event)}>
      <TextField
        label={t('useradmin.newPassword')}
        type="password"
        autoComplete="new-password"
        value={password}
        error={error}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit">{t('useradmin.changePassword')}</Button>
    </form>
  );
}
