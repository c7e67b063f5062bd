import { ecourseEvaluationListSchema, evaluationStarredBodySchema, type EcourseEvaluation } from '@atrium/elearning-service/contract';
import { apiFetch, toast } from '@atrium/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';

const API = '/api/elearning/data/ecourses';

function saveStar(uuid: string, starred: boolean): Promise<EcourseEvaluation> {
  return apiFetch<EcourseEvaluation>(`${API}/evaluations/${uuid}/starred`, { method: 'PUT', body: evaluationStarredBodySchema.parse({ starred }) });
}

/**
 * A course's evaluations in a date range. The star toggles in the list at once and is then sent to
 * the server (document 001 §4); a failed save puts it back. `starUuid` is starred once on open.
 */
export function useEvaluations(courseId: number, range: { fromDate: string | null; toDate: string | null }, starUuid: string | null) {
  const [evaluations, setEvaluations] = useState<EcourseEvaluation[] | undefined>();
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const starUuidDone = useRef(false);

  const setStar = useCallback((uuid: string, starred: boolean) => {
    setEvaluations((list) => list?.map((e) => (e.uuid === uuid ? { ...e, starred } : e)));
    return saveStar(uuid, starred).then(
      () => {
        if (starred) toast.success('ecourse.evaluations.starred');
      },
      () => {
        setEvaluations((list) => list?.map((e) => (e.uuid === uuid ? { ...e, starred: !starred } : e)));
        toast.error('ecourse.evaluations.starFailed');
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams();
    if (range.fromDate) query.set('fromDate', range.fromDate);
    if (range.toDate) query.set('toDate', range.toDate);
    setError(null);
    apiFetch(`${API}/${courseId}/evaluations?${query}`, { signal: controller.signal }).then(
      (data) => setEvaluations(ecourseEvaluationListSchema.parse(data)),
      (failure: Error) => {
        if (!controller.signal.aborted) setError(failure);
      },
    );
    return () => controller.abort();
  }, [courseId, range.fromDate, range.toDate, attempt]);

  // The link may name an evaluation outside the shown range: it is starred on the server all the same.
  useEffect(() => {
    if (!starUuid || starUuidDone.current || evaluations === undefined) return;
    starUuidDone.current = true;
    if (!evaluations.some((e) => e.uuid === starUuid && e.starred)) void setStar(starUuid, true);
  }, [starUuid, evaluations, setStar]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { evaluations, error, reload, setStar };
}
