import { AreaPlaceholder, useLocationPath } from '@atrium/shared-ui';
import './messages';
import { ClassroomCourseListPage } from './courses/ClassroomCourseListPage';

export function AreaApp() {
  const pathname = useLocationPath();
  if (pathname.replace(/\/$/, '') === '/clcourses') return <ClassroomCourseListPage />;
  return <AreaPlaceholder area="classroom" />;
}
