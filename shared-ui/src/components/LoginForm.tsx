import { useState, type FormEvent } from 'react';
import { ApiError } from '../auth/api-error';
import { useAuth } from '../auth/use-auth';
import { useT } from '../i18n/use-t';
import { Button } from './Button';
import { TextField } from './TextField';

export interface LoginFormProps {
  onSignedIn?: () => void;
}

type Failure = 'login.failed' | 'login.throttled' | 'standalone.crossSite' | 'error.generic' | null;

/** Refusals the person can act on: too many attempts (the server says when to retry), a page on another site (decision 0234). */
function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError)) return 'error.generic';
  if (error.status === 429) return 'login.throttled';
  return error.message === 'standalone.crossSite' ? 'standalone.crossSite' : 'error.generic';
}

/** Username-or-e-mail and password; used by the shell's /login page and by standalone remotes. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);

  const missing = (value: string) => value.trim() === '';
  const required = (value: string) => (submitted && missing(value) ? 'validation.required' : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (missing(username) || missing(password)) return;
    setBusy(true);
    setFailure(null);
    try {
      const signedIn = await useAuth.getState().login(username.trim(), password);
      if (signedIn) onSignedIn?.();
      else setFailure('login.failed');
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="atr-login-form" aria-label={t('login.title')} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        required
        value={username}
        error={required(username)}
        onChange={(event) => setUsername(event.target.value)}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={required(password)}
        onChange={(event) => setPassword(event.target.value)}
      />
      {failure && (
        <p role="alert" className="atr-form-error">
          {t(failure)}
        </p>
      )}
      <Button type="submit" variant="primary" busy={busy}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
