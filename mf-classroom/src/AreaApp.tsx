import { AreaPlaceholder, useLocationPath } from '@atrium/shared-ui';
import './messages';
import { ClassroomCourseListPage } from './courses/ClassroomCourseListPage';

export function AreaApp() {
  const pathname = useLocationPath();
  if (pathname.replace(/\/$/, '') === '/clcourses') return <ClassroomCourseListPage />;
  return <AreaPlaceholder buildLabel={__ATRIUM_BUILD_LABEL__} area="classroom" />;
}
