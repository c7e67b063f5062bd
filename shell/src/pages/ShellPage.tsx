import { Spinner, useAuth } from '@atrium/shared-ui';
import { isOpenSignedOut, ownerOf } from '../routes/owner-of';
import { visibleNavigation } from '../routes/navigation';
import { FileUploadTestPage } from './FileUploadTestPage';
import { LoginPage } from './LoginPage';
import { MyPage } from '../my-page/MyPage';
import { NotFoundPage } from './NotFoundPage';
import { PlatformAdminOnly } from './PlatformAdminOnly';
import { Redirect } from './Redirect';
import { ValidationTestPage } from './ValidationTestPage';

/** The pages the shell itself owns, and the redirects around signing in. */
export function ShellPage({ pathname }: { pathname: string }) {
  const status = useAuth((state) => state.status);
  const hasAnyRole = useAuth((state) => state.hasAnyRole);

  if (status === 'unknown') return <Spinner />;
  if (pathname === '/login') return <LoginPage />;
  if (status === 'signedOut' && !isOpenSignedOut(pathname)) {
    return <Redirect to={`/login?returnTo=${encodeURIComponent(pathname + window.location.search)}`} />;
  }
  const owner = ownerOf(pathname);
  if (owner === undefined) return <NotFoundPage />;
  if (owner !== 'shell') return null;
  if (pathname === '/') return <Redirect to={visibleNavigation(hasAnyRole)[0]?.path ?? '/mypage'} />;
  if (pathname.startsWith('/mypage')) return <MyPage />;
  if (pathname === '/validation-test') {
    return (
      <PlatformAdminOnly>
        <ValidationTestPage />
      </PlatformAdminOnly>
    );
  }
  if (pathname === '/fileupload-test') {
    return (
      <PlatformAdminOnly>
        <FileUploadTestPage />
      </PlatformAdminOnly>
    );
  }
  return <NotFoundPage />;
}
