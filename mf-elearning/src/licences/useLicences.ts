import type { EcourseLicenceListResponse, LicenceListFilter } from '@atrium/elearning-service/contract';
import { useCallback, useEffect, useState } from 'react';
import { fetchLicenceTotal, fetchLicences } from './licenceApi';

interface LicencesState {
  list?: EcourseLicenceListResponse;
  total?: number;
  loading: boolean;
  error: Error | null;
}

/** The shown licences (at most 300) and how many match in all; a stale answer never overwrites a newer one. */
export function useLicences(courseId: number, filter: LicenceListFilter) {
  const [state, setState] = useState<LicencesState>({ loading: true, error: null });
  const [attempt, setAttempt] = useState(0);
  const { filter: which, query, sort, order } = filter;
  useEffect(() => {
    const controller = new AbortController();
    const current = { filter: which, query, sort, order };
    setState((previous) => ({ ...previous, loading: true, error: null }));
    Promise.all([fetchLicences(courseId, current, controller.signal), fetchLicenceTotal(courseId, current, controller.signal)]).then(
      ([list, total]) => setState({ list, total, loading: false, error: null }),
      (error: Error) => {
        if (!controller.signal.aborted) setState({ loading: false, error });
      },
    );
    return () => controller.abort();
  }, [courseId, which, query, sort, order, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
