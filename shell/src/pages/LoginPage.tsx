import { navigateToUrl } from 'single-spa';
import { Link, LoginForm, Page, useT } from '@atrium/shared-ui';

function returnTo(): string {
  const target = new URLSearchParams(window.location.search).get('returnTo') ?? '/';
  // Only same-origin paths: a crafted returnTo must not send the user elsewhere.
  return target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

export function LoginPage() {
  const t = useT();
  return (
    <Page title={t('login.title')}>
      <LoginForm onSignedIn={() => navigateToUrl(returnTo())} />
      <p>
        <Link href="/password/forgot">{t('login.forgotPassword')}</Link>
      </p>
    </Page>
  );
}
