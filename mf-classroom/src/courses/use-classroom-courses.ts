import { useApiData } from '@atrium/shared-ui';
import { clcoursesQuery, type ClassroomCourseListResponse } from '@atrium/classroom-contract';

export const CLCOURSES_PATH = '/api/classroom/data/clcourses';

export type ClcoursesRequest = Record<string, string | boolean | number | undefined>;

/** One page of the classroom course list, read again whenever the query changes. */
export function useClassroomCourses(query: ClcoursesRequest) {
  // The same schema the service validates with: a query the server would refuse is not sent.
  clcoursesQuery.parse(query);
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([name, value]) => (value === undefined || value === '' ? [] : [[name, String(value)]])),
  );
  return useApiData<ClassroomCourseListResponse>(`${CLCOURSES_PATH}?${params}`);
}
