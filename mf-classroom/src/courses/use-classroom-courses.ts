import { useApiData } from '@atrium/shared-ui';
import { clcoursesQuery, type ClassroomCourseListResponse, type ClcoursesQuery } from '@atrium/classroom-contract';

export const CLCOURSES_PATH = '/api/classroom/data/clcourses';

/** One page of the classroom course list, read again whenever the query changes. */
export function useClassroomCourses(query: ClcoursesQuery) {
  // The same schema the service validates with: a query the server would refuse is not sent.
  const parsed = clcoursesQuery.parse(query);
  const params = new URLSearchParams(
    Object.entries(parsed).flatMap(([name, value]) => (value === undefined || value === '' ? [] : [[name, String(value)]])),
  );
  return useApiData<ClassroomCourseListResponse>(`${CLCOURSES_PATH}?${params}`);
}
