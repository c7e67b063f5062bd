import { lazy, Suspense, type ReactElement } from 'react';
import { Spinner } from '@atrium/shared-ui';

const InstructorPage = lazy(() => import('./InstructorPage'));
const InstructorCalendarPage = lazy(() => import('../course-calendar/InstructorCalendarPage'));

/** The instructors' screens of document 002 §2 (instructor page, course calendar), or null for other paths. */
export function instructorRouteElement(pathname: string): ReactElement | null {
  const path = pathname.replace(/\/$/, '');
  const page = path.match(/^\/instructors\/classroom-management\/(\d+)$/);
  const calendar = path.match(/^\/instructors\/course-calendar(?:\/(\d+))?$/);
  if (!page && !calendar) return null;
  return (
    <Suspense fallback={<Spinner />}>
      {page ? (
        <InstructorPage key={page[1]} instanceId={Number(page[1])} />
      ) : (
        <InstructorCalendarPage key={path} instructorId={calendar![1] ? Number(calendar![1]) : null} />
      )}
    </Suspense>
  );
}
