import { AreaPlaceholder, Spinner, useLocationPath } from '@atrium/shared-ui';
import { lazy, Suspense } from 'react';
import './messages';
import { courseRouteElement } from './courses/CourseRouteElement';
import { instanceRouteElement } from './instances/InstanceRouteElement';

const ClassroomCourseListPage = lazy(() =>
  import('./courses/ClassroomCourseListPage').then(({ ClassroomCourseListPage }) => ({ default: ClassroomCourseListPage })),
);

export function AreaApp() {
  return (
    <Suspense fallback={<Spinner />}>
      <AreaPage />
    </Suspense>
  );
}

function AreaPage() {
  const pathname = useLocationPath();
  if (pathname.replace(/\/$/, '') === '/clcourses') return <ClassroomCourseListPage />;
  const courseScreen = courseRouteElement(pathname);
  if (courseScreen) return courseScreen;
  const instanceScreen = instanceRouteElement(pathname);
  if (instanceScreen) return instanceScreen;
  return <AreaPlaceholder buildLabel={__ATRIUM_BUILD_LABEL__} area="classroom" />;
}
