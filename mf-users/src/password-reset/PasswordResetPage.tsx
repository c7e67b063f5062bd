import { decodeResetRef, passwordResetEndpoints } from '@atrium/users-contract';
import {
  ApiError,
  Button,
  ErrorPanel,
  fieldErrorsOf,
  fieldIdOf,
  Link,
  Page,
  Spinner,
  TextField,
  useEndpoint,
  useFormValidation,
  useLocationSearch,
  useT,
  type FieldMessages,
} from '@atrium/shared-ui';
import { useState, type FormEvent } from 'react';
import './messages';
import { resetPassword } from './password-reset-api';
import { PASSWORD_RESET_SCHEMA } from './password-reset-schema';

const isLinkUsed = (error: unknown) => error instanceof ApiError && error.status === 404;

function LinkUsed() {
  const t = useT();
  return (
    <>
      <p role="alert" className="atr-form-error">
        {t('user.password.resetLinkUsed')}
      </p>
      <p>
        <Link href="/password/forgot">{t('password.reset.newLink')}</Link>
      </p>
    </>
  );
}

/**
 * /password/reset/{id}?ref={encoded e-mail} (document 001 §2, §4): a link that works shows the form, a used,
 * expired or unknown one a warning; once the password is saved the form goes and the sign-in is offered.
 */
export default function PasswordResetPage({ id }: { id: string }) {
  const t = useT();
  const validate = useFormValidation(PASSWORD_RESET_SCHEMA);
  const email = decodeResetRef(new URLSearchParams(useLocationSearch()).get('ref'));
  const link = useEndpoint(passwordResetEndpoints.link, { params: { id } });
  const [form, setForm] = useState({ password: '', repeatPassword: '' });
  const [messages, setMessages] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'saved' | 'linkUsed' | 'failed' | null>(null);

  const messageOf = (field: string) => messages[fieldIdOf(PASSWORD_RESET_SCHEMA, field)];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validate(form);
    setMessages(problems);
    setOutcome(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    resetPassword(id, { password: form.password, ...(email && { email }) })
      .then(
        () => setOutcome('saved'),
        (error: unknown) => {
          const server = fieldErrorsOf(error);
          if (server.password) setMessages({ [fieldIdOf(PASSWORD_RESET_SCHEMA, 'password')]: server.password });
          else setOutcome(isLinkUsed(error) ? 'linkUsed' : 'failed');
        },
      )
      .finally(() => setBusy(false));
  };

  const body = () => {
    if (link.error) return isLinkUsed(link.error) ? <LinkUsed /> : <ErrorPanel error={link.error} onRetry={link.reload} />;
    if (!link.data) return <Spinner />;
    if (outcome === 'linkUsed') return <LinkUsed />;
    if (outcome === 'saved') {
      return (
        <>
          <p role="status">{t('password.reset.done')}</p>
          <p>
            <Link href="/login">{t('password.signIn')}</Link>
          </p>
        </>
      );
    }
    return (
      <form noValidate onSubmit={submit} aria-label={t('password.reset.title')}>
        <TextField label={t('password.reset.username')} name="username" autoComplete="username" readOnly value={link.data.user.username} />
        <TextField
          label={t('password.reset.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={t('password.reset.rule')}
          value={form.password}
          error={messageOf('password')}
          onChange={(event) => setForm({ ...form, password: event.target.value })}
        />
        <TextField
          label={t('password.reset.repeatPassword')}
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          required
          value={form.repeatPassword}
          error={messageOf('repeatPassword')}
          onChange={(event) => setForm({ ...form, repeatPassword: event.target.value })}
        />
        {outcome === 'failed' && (
          <p role="alert" className="atr-form-error">
            {t('error.generic')}
          </p>
        )}
        <Button type="submit" variant="primary" busy={busy}>
          {t('password.reset.submit')}
        </Button>
      </form>
    );
  };

  return <Page title={t('password.reset.title')}>{body()}</Page>;
}
