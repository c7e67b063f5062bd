import { AreaPlaceholder, Spinner, useLocationPath } from '@atrium/shared-ui';
import { lazy, Suspense } from 'react';
import { passwordRoute } from './password-reset/password-reset-route';

const ForgotPasswordPage = lazy(() => import('./password-reset/ForgotPasswordPage'));
const PasswordResetPage = lazy(() => import('./password-reset/PasswordResetPage'));

// The password screens are built; the other users routes keep the placeholder until theirs are.
export function AreaApp() {
  const password = passwordRoute(useLocationPath());
  if (!password) return <AreaPlaceholder buildLabel={__ATRIUM_BUILD_LABEL__} area="users" />;
  return (
    <Suspense fallback={<Spinner />}>
      {password.page === 'forgot' ? <ForgotPasswordPage /> : <PasswordResetPage key={password.id} id={password.id} />}
    </Suspense>
  );
}
