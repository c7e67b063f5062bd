import { AreaPlaceholder, Spinner, useLocationPath } from '@atrium/shared-ui';
import { lazy, Suspense } from 'react';
import './messages';
import { courseRouteElement } from './courses/CourseRouteElement';
import { instanceRouteElement } from './instances/InstanceRouteElement';
import { coursePlaceRouteElement } from './course-place/CoursePlaceRouteElement';
import { managementRouteElement } from './classroom-management/ManagementRouteElement';
import { instructorRouteElement } from './instructor-page/InstructorRouteElement';

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
  const managementScreen = managementRouteElement(pathname);
  if (managementScreen) return managementScreen;
  const instructorScreen = instructorRouteElement(pathname);
  if (instructorScreen) return instructorScreen;
  const instanceScreen = instanceRouteElement(pathname);
  if (instanceScreen) return instanceScreen;
  const coursePlaceScreen = coursePlaceRouteElement(pathname);
  if (coursePlaceScreen) return coursePlaceScreen;
  return <AreaPlaceholder buildLabel={__ATRIUM_BUILD_LABEL__} area="classroom" />;
}
