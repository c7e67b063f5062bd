import { evaluationEndpoints, type EcourseEvaluation } from '@atrium/elearning-contract';
import { callEndpoint, toast, useEndpoint } from '@atrium/shared-ui';
import { useCallback, useEffect, useRef } from 'react';

const saveStar = (uuid: string, starred: boolean): Promise<EcourseEvaluation> =>
  callEndpoint(evaluationEndpoints.star, { params: { uuid }, body: { starred } });

/**
 * A course's evaluations in a date range. The star toggles in the list at once and is then sent to
 * the server (document 001 §4); a failed save puts it back. `starUuid` is starred once on open.
 */
export function useEvaluations(courseId: number, range: { fromDate: string | null; toDate: string | null }, starUuid: string | null) {
  const query = { fromDate: range.fromDate ?? undefined, toDate: range.toDate ?? undefined };
  const { data: evaluations, error, reload, set } = useEndpoint(evaluationEndpoints.list, { params: { id: courseId }, query });
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
