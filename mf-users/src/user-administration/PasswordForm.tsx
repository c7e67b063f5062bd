import { apiFetch, Button, TextField, toast, useT } from '@atrium/shared-ui';
import { ADMIN_PASSWORD_CHANGE_PATH, passwordChangeResultSchema, PASSWORD_UPDATE_FAILED, USERS_API } from '@atrium/users-contract';
import { useState, type FormEvent } from 'react';

/**
 * Sets the person's password (document 002 §7 PUT data/{product}usersearch/password; §8: changed false shows
 * user.password.update.failed). The route predates endpoint definitions (password-reset, decision 0130).
 */
export function PasswordForm({ userId }: { userId: number }) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = passwordChangeResultSchema.parse(
        await apiFetch<unknown>(`${USERS_API}${ADMIN_PASSWORD_CHANGE_PATH}`, { method: 'PUT', body: { password, user: userId } }),
      );
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
