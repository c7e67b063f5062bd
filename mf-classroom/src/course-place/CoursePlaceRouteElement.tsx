import { lazy, Suspense, type ReactElement } from 'react';
import { DeadEndPage, Spinner, useAuth } from '@atrium/shared-ui';
import { COURSE_ADMINS } from '@atrium/core-contract';

const CoursePlaceListPage = lazy(() => import('./CoursePlaceListPage'));
const CoursePlaceRegistrationPage = lazy(() => import('./CoursePlaceRegistrationPage'));
const CoursePlaceRatingsPage = lazy(() => import('./CoursePlaceRatingsPage'));

function CourseStaffOnly({ children }: { children: ReactElement }) {
  const allowed = useAuth((state) => state.hasAnyRole(COURSE_ADMINS));
  if (!allowed) return <DeadEndPage kind="noaccess" />;
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}

/** The venue screens of document 003 §2, or null for other paths. */
export function coursePlaceRouteElement(pathname: string): ReactElement | null {
  const path = pathname.replace(/\/$/, '');
  if (path === '/course-place-list')
    return (
      <CourseStaffOnly>
        <CoursePlaceListPage />
      </CourseStaffOnly>
    );
  if (path === '/course-place-registration')
    return (
      <CourseStaffOnly>
        <CoursePlaceRegistrationPage key="new" id={null} />
      </CourseStaffOnly>
    );
  const ratings = path.match(/^\/course-place-registration\/(\d+)\/ratings$/);
  if (ratings)
    return (
      <CourseStaffOnly>
        <CoursePlaceRatingsPage key={ratings[1]} id={Number(ratings[1])} />
      </CourseStaffOnly>
    );
  const edit = path.match(/^\/course-place-registration\/(\d+)$/);
  if (edit)
    return (
      <CourseStaffOnly>
        <CoursePlaceRegistrationPage key={edit[1]} id={Number(edit[1])} />
      </CourseStaffOnly>
    );
  return null;
}
