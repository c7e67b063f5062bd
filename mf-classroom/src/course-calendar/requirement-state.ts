import type { CALENDAR_POST_ITEMS, CALENDAR_PRE_ITEMS } from '@atrium/classroom-contract';

type CalendarItemKey = (typeof CALENDAR_PRE_ITEMS)[number] | (typeof CALENDAR_POST_ITEMS)[number];

/** Document 002 §4: each task's requirement states, as [completed, notDone, otherwise]. */
const STATES: Record<CalendarItemKey, readonly [string, string, string]> = {
  acceptCourseMaterials: ['ACCEPTED', 'NOT_ACCEPTED', 'NOT_COMPLETED'],
  uploadScannedEvaluations: ['REGISTERED_COMPLETED', 'REGISTERED_NOT_COMPLETED', 'REGISTERED_NO_EVALUATION'],
  registerResults: ['REGISTERED_COMPLETED', 'REGISTERED_NOT_COMPLETED', 'REGISTERED_NO_TEST'],
  signParticipantList: ['COMPLETED', 'NOT_COMPLETED', 'NO_LIST'],
};

/** The state shown: the first if completed, the second if not done, otherwise the third (document 002 §4). */
export function requirementState(key: CalendarItemKey, state: { completed: boolean; notDone: boolean }): string {
  const [completed, notDone, otherwise] = STATES[key];
  return state.completed ? completed : state.notDone ? notDone : otherwise;
}
