import { RESET_LINK_HOURS } from '@atrium/users-contract';
import { Button, fieldErrorsOf, Link, Page, TextField, useT } from '@atrium/shared-ui';
import { useState, type FormEvent } from 'react';
import './messages';
import { requestPasswordLink } from './password-reset-api';

/** /password/forgot (document 001 §2, §5): asks for a reset link by username or e-mail address. */
export default function ForgotPasswordPage() {
  const t = useT();
  const [usernameOrEmail, setUsernameOrEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  // Document 001 §5: sent only when the name is not empty.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = usernameOrEmail.trim();
    setFailed(false);
    setFieldError(name ? undefined : 'validation.required');
    if (!name) return;
    setBusy(true);
    requestPasswordLink(name)
      .then(
        () => setSent(true),
        (error: unknown) => {
          const message = fieldErrorsOf(error).usernameOrEmail;
          if (message) setFieldError(message);
          else setFailed(true);
        },
      )
      .finally(() => setBusy(false));
  };

  return (
    <Page title={t('password.forgot.title')}>
      {sent ? (
        <p role="status">{t('password.forgot.sent', { hours: RESET_LINK_HOURS })}</p>
      ) : (
        <form noValidate onSubmit={submit} aria-label={t('password.forgot.title')}>
          <p>{t('password.forgot.intro')}</p>
          <TextField
            label={t('password.forgot.usernameOrEmail')}
            name="usernameOrEmail"
            autoComplete="username"
            required
            maxLength={254}
            value={usernameOrEmail}
            error={fieldError}
            onChange={(event) => setUsernameOrEmail(event.target.value)}
          />
          {failed && (
            <p role="alert" className="atr-form-error">
              {t('error.generic')}
            </p>
          )}
          <Button type="submit" variant="primary" busy={busy}>
            {t('password.forgot.submit')}
          </Button>
        </form>
      )}
      <p>
        <Link href="/login">{t('password.backToSignIn')}</Link>
      </p>
    </Page>
  );
}
