import { useEffect, useState } from 'react';
import { apiFetch, type ApiError } from '@atrium/shared-ui';
import { clcoursesQuery, type ClassroomCourseListResponse, type ClcoursesQuery } from '@atrium/classroom-service/contract';

export const CLCOURSES_PATH = '/api/classroom/data/clcourses';

interface State {
  data: ClassroomCourseListResponse | null;
  loading: boolean;
  error: ApiError | Error | null;
}

/** One page of the classroom course list, fetched again whenever the query changes. */
export function useClassroomCourses(query: ClcoursesQuery, attempt: number): State {
  const [state, setState] = useState<State>({ data: null, loading: true, error: null });
  const key = JSON.stringify(query);

  useEffect(() => {
    const controller = new AbortController();
    // The same schema the service validates with: a query the server would refuse is not sent.
    const parsed = clcoursesQuery.parse(query);
    const params = new URLSearchParams(
      Object.entries(parsed).flatMap(([name, value]) => (value === undefined || value === '' ? [] : [[name, String(value)]])),
    );
    setState((previous) => ({ ...previous, loading: true, error: null }));
    apiFetch<ClassroomCourseListResponse>(`${CLCOURSES_PATH}?${params}`, { signal: controller.signal })
      .then((data) => setState({ data, loading: false, error: null }))
      .catch((error: ApiError | Error) => {
        if (!controller.signal.aborted) setState({ data: null, loading: false, error });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the serialised query is the dependency
  }, [key, attempt]);

  return state;
}
