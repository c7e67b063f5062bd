import { ecourseEvaluationListSchema, evaluationStarredBodySchema, type EcourseEvaluation } from '@atrium/elearning-contract';
import { apiFetch, toast, useApiData } from '@atrium/shared-ui';
import { useCallback, useEffect, useRef } from 'react';

const API = '/api/elearning/data/ecourses';

function saveStar(uuid: string, starred: boolean): Promise<EcourseEvaluation> {
  return apiFetch<EcourseEvaluation>(`${API}/evaluations/${uuid}/starred`, {
    method: 'PUT',
    body: evaluationStarredBodySchema.parse({ starred }),
  });
}

/**
 * A course's evaluations in a date range. The star toggles in the list at once and is then sent to
 * the server (document 001 §4); a failed save puts it back. `starUuid` is starred once on open.
 */
export function useEvaluations(courseId: number, range: { fromDate: string | null; toDate: string | null }, starUuid: string | null) {
  const query = new URLSearchParams();
  if (range.fromDate) query.set('fromDate', range.fromDate);
  if (range.toDate) query.set('toDate', range.toDate);
  const { data: evaluations, error, reload, set } = useApiData(`${API}/${courseId}/evaluations?${query}`, ecourseEvaluationListSchema);
  const starUuidDone = useRef(false);

  const setStar = useCallback(
    (uuid: string, starred: boolean) => {
      set((list) => list?.map((e) => (e.uuid === uuid ? { ...e, starred } : e)));
      return saveStar(uuid, starred).then(
        () => {
          if (starred) toast.success('ecourse.evaluations.starred');
        },
        () => {
          set((list) => list?.map((e) => (e.uuid === uuid ? { ...e, starred: !starred } : e)));
          toast.error('ecourse.evaluations.starFailed');
        },
      );
    },
    [set],
  );

  // The link may name an evaluation outside the shown range: it is starred on the server all the same.
  useEffect(() => {
    if (!starUuid || starUuidDone.current || evaluations === undefined) return;
    starUuidDone.current = true;
    if (!evaluations.some((e) => e.uuid === starUuid && e.starred)) void setStar(starUuid, true);
  }, [starUuid, evaluations, setStar]);

  return { evaluations, error, reload, setStar };
}
