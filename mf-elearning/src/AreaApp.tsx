import { AreaPlaceholder, Spinner, useLocationPath } from '@atrium/shared-ui';
import { lazy, Suspense } from 'react';
import { isRuntimePath } from './runtime/runtimeRoute';

// Each part loads on its own: the admin screens never fetch the runtime and the runtime none of them.
const RuntimePage = lazy(() => import('./runtime/RuntimePage'));
const PackageAdminPage = lazy(() => import('./packageAdmin/PackageAdminPage'));

export function AreaApp() {
  const pathname = useLocationPath();
  if (isRuntimePath(pathname)) {
    return (
      <Suspense fallback={<Spinner />}>
        <RuntimePage pathname={pathname} />
      </Suspense>
    );
  }
  if (pathname.replace(/\/$/, '') === '/scorm/admin') {
    return (
      <Suspense fallback={<Spinner />}>
        <PackageAdminPage />
      </Suspense>
    );
  }
  return <AreaPlaceholder buildLabel={__ATRIUM_BUILD_LABEL__} area="elearning" />;
}
