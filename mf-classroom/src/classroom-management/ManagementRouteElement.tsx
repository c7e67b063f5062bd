import { lazy, Suspense, type ReactElement } from 'react';
import { Spinner } from '@atrium/shared-ui';

const ClassroomManagementPage = lazy(() => import('./ClassroomManagementPage'));

/** The screen of a /classroom-management route of document 002 §2, or null for other paths. */
export function managementRouteElement(pathname: string): ReactElement | null {
  const staff = pathname.replace(/\/$/, '').match(/^\/classroom-management\/(\d+)$/);
  if (!staff) return null;
  return (
    <Suspense fallback={<Spinner />}>
      <ClassroomManagementPage key={staff[1]} instanceId={Number(staff[1])} />
    </Suspense>
  );
}
