import { useEffect, useState } from 'react';
import type { CoursePackage, LinkedFile } from '@atrium/classroom-contract';
import { coursePackageApi } from './course-package-api';

interface State {
  coursePackage: CoursePackage | null;
  courseFiles: LinkedFile[];
  loading: boolean;
  error: unknown;
}

/** The stored package and the course's files, fetched again for each attempt. */
export function useCoursePackage(courseId: number, attempt: number): State {
  const [state, setState] = useState<State>({ coursePackage: null, courseFiles: [], loading: true, error: null });

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    Promise.all([coursePackageApi.get(courseId), coursePackageApi.courseFiles(courseId)])
      .then(([coursePackage, courseFiles]) => {
        if (current) setState({ coursePackage, courseFiles, loading: false, error: null });
      })
      .catch((error: unknown) => {
        if (current) setState({ coursePackage: null, courseFiles: [], loading: false, error });
      });
    return () => {
      current = false;
    };
  }, [courseId, attempt]);

  return state;
}
