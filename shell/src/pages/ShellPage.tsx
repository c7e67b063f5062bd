import { lazy, Suspense } from 'react';
import { Spinner, useAuth } from '@atrium/shared-ui';
import { isOpenSignedOut, ownerOf } from '../routes/owner-of';
import { visibleNavigation } from '../routes/navigation';
import { LoginPage } from './LoginPage';
import { NotFoundPage } from './NotFoundPage';
import { PlatformAdminOnly } from './PlatformAdminOnly';
import { Redirect } from './Redirect';

// Only the login page is part of the shell's first download; the others (and the contracts they call) are
// fetched when visited, so /login stays small.
const MyPage = lazy(() => import('../my-page/MyPage').then(({ MyPage }) => ({ default: MyPage })));
const FileUploadTestPage = lazy(() => import('./FileUploadTestPage').then(({ FileUploadTestPage }) => ({ default: FileUploadTestPage })));
const ValidationTestPage = lazy(() => import('./ValidationTestPage').then(({ ValidationTestPage }) => ({ default: ValidationTestPage })));

/** The pages the shell itself owns, and the redirects around signing in. */
export function ShellPage({ pathname }: { pathname: string }) {
  return (
    <Suspense fallback={<Spinner />}>
      <ShellPageFor pathname={pathname} />
    </Suspense>
  );
}

function ShellPageFor({ pathname }: { pathname: string }) {
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
