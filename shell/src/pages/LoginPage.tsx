import { Link, LoginForm, Page, useAuth, useT } from '@atrium/shared-ui';
import { Redirect } from './Redirect';
import { returnTo } from './return-to';

/** Signing in; someone already signed in (or who just did) goes on to where they were heading. */
export function LoginPage() {
  const t = useT();
  const signedIn = useAuth((state) => state.status === 'signedIn');
  if (signedIn) return <Redirect to={returnTo()} />;
  return (
    <Page title={t('login.title')}>
      <LoginForm />
      <p>
        <Link href="/password/forgot">{t('login.forgotPassword')}</Link>
      </p>
    </Page>
  );
}
