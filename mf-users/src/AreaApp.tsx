import { AreaPlaceholder, Spinner, useLocationPath } from '@atrium/shared-ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { passwordRoute } from './password-reset/password-reset-route';
import { userAdministrationRoute } from './user-administration/user-administration-route';

const ForgotPasswordPage = lazy(() => import('./password-reset/ForgotPasswordPage'));
const PasswordResetPage = lazy(() => import('./password-reset/PasswordResetPage'));
const InstructorListPage = lazy(() => import('./instructor-list/InstructorListPage'));
const AtriumUserSearchPage = lazy(() => import('./atrium-user-search/AtriumUserSearchPage'));
const UserAdministrationPage = lazy(() => import('./user-administration/UserAdministrationPage'));

function page(pathname: string): ReactNode {
  const password = passwordRoute(pathname);
  if (password?.page === 'forgot') return <ForgotPasswordPage />;
  if (password?.page === 'reset') return <PasswordResetPage key={password.id} id={password.id} />;
  const path = pathname.replace(/\/$/, '');
  if (path === '/instructor-list') return <InstructorListPage />;
  if (path === '/atriumusersearch') return <AtriumUserSearchPage />;
  const person = userAdministrationRoute(path);
  if (person) return <UserAdministrationPage key={person.userId} userId={person.userId} tab={person.tab} />;
  return null;
}

// The screens built so far; the other users routes keep the placeholder until theirs are.
export function AreaApp() {
  const screen = page(useLocationPath());
  if (!screen) return <AreaPlaceholder buildLabel={__ATRIUM_BUILD_LABEL__} area="users" />;
  return <Suspense fallback={<Spinner />}>{screen}</Suspense>;
}
