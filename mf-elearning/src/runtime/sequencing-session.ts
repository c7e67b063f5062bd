import { COURSE_ROLLUP_KEYS, type RuntimeItem } from '@atrium/elearning-contract';
import type { Scorm2004API } from 'scorm-again';

/** What scorm-again's sequencing engine says the learner may request now (SN 4th ed. "navigation look-ahead"). */
export interface NavigationValidity {
  continue: boolean;
  previous: boolean;
  /** Activity identifier → whether a choice of it is valid. */
  choice: Record<string, 'true' | 'false'>;
  /** The LMS controls the current activity asks to hide (adlnav:hideLMSUI). */
  hideLmsUi: string[];
}

/** The engine's answers the player acts on: another activity to deliver, the end of the session, what is valid. */
export interface SequencingListeners {
  /** The engine delivers another activity (or a new attempt on the same one); state carries the tree over. */
  onDeliver: (identifier: string, state: string) => void;
  /** exitAll, suspendAll, abandonAll, or a continue past the last activity: the sequencing session is over. */
  onSessionEnd: () => void;
  onValidity: (validity: NavigationValidity) => void;
}

type Activity = {
  id: string;
  children: Activity[];
  completionStatus: string;
  successStatus: string;
  attemptProgressStatus: boolean;
  objectiveSatisfiedStatus: boolean;
  objectiveSatisfiedStatusKnown: boolean;
  attemptCount: number;
};

const rootOf = (api: Scorm2004API) => api.getSequencingService()?.getSequencingState().rootActivity as Activity | null | undefined;

const activities = (activity: Activity): Activity[] => [activity, ...activity.children.flatMap(activities)];

/**
 * A new page (relaunch, another device) has no activity state in memory: the results the server kept per item
 * are put on the tree's activities, so rollup, pre-condition rules and limit conditions see what the learner
 * already did rather than a fresh tree (SN RB.1: tracking status of each activity).
 */
function seedFromResults(api: Scorm2004API, items: RuntimeItem[]): void {
  const root = rootOf(api);
  if (!root) return;
  const byId = new Map(activities(root).map((activity) => [activity.id, activity]));
  for (const item of items) {
    const activity = byId.get(item.identifier);
    if (!activity || (item.completionStatus === null && item.successStatus === null)) continue;
    activity.attemptCount = Math.max(activity.attemptCount, 1);
    if (item.completionStatus && item.completionStatus !== 'unknown' && item.completionStatus !== 'not attempted') {
      activity.completionStatus = item.completionStatus;
      activity.attemptProgressStatus = true;
    }
    if (item.successStatus === 'passed' || item.successStatus === 'failed') {
      activity.successStatus = item.successStatus;
      activity.objectiveSatisfiedStatus = item.successStatus === 'passed';
      activity.objectiveSatisfiedStatusKnown = true;
    }
  }
}

type SavedState = {
  suspensionState?: unknown;
  sequencing?: {
    currentActivity?: string | null;
    suspendedActivity?: string | null;
    activityStates?: Record<string, { isActive?: boolean; isSuspended?: boolean }>;
  } | null;
};

/**
 * The state the last launch saved, as the start of a new sequencing session (SN: no current activity). An activity
 * still active then (the page closed without Terminate) keeps its attempt, as the server keeps its data: it is
 * taken as suspended, with the ancestors that were active, and the session resumes it.
 */
function asNewSession(saved: string): { state: string; suspended: boolean } {
  // The engine's snapshot of a live session (suspensionState) would put the last page's current activity back.
  const { suspensionState: _live, ...state } = JSON.parse(saved) as SavedState;
  const sequencing = state.sequencing;
  if (!sequencing) return { state: saved, suspended: false };
  const left = sequencing.currentActivity ?? null;
  const states = sequencing.activityStates ?? {};
  if (left !== null && states[left]?.isActive) {
    for (const activity of Object.values(states)) {
      if (activity.isActive) activity.isSuspended = true;
    }
    sequencing.suspendedActivity = left;
  }
  for (const activity of Object.values(states)) activity.isActive = false;
  sequencing.currentActivity = null;
  return { state: JSON.stringify(state), suspended: Boolean(sequencing.suspendedActivity) };
}

/** What the player hands the engine of the sequencing state beyond the tree of the item about to play. */
export interface SequencingStart {
  /** The tree the previous item of this page handed over (null on the page's first item). */
  handover: string | null;
  /** The state the server kept from the last launch (decision 0106), null before any. */
  stored: string | null;
}

/**
 * Puts the activity that is about to play in the engine: the tree the previous item handed over (same page), else
 * a new sequencing session from the state the server kept (attempt counts, global objectives, the suspended
 * activity) or, for a course without one, seeded with the server's per-item results. A suspended activity is
 * resumed (SN resumeAll); otherwise the session starts on the item the player opens (a choice of it, SN NB.2.1) or,
 * when the package does not allow that, where the engine's Start leads. Answers the identifier of another
 * activity to play instead, if the engine delivered one.
 */
export function enterActivity(
  api: Scorm2004API,
  item: { identifier: string },
  items: RuntimeItem[],
  start: SequencingStart,
): string | null {
  if (start.handover !== null && api.deserializeSequencingState(start.handover)) return null;
  const restored = start.stored === null ? null : asNewSession(start.stored);
  if (restored === null || !api.deserializeSequencingState(restored.state)) seedFromResults(api, items);
  let delivered: string | null = null;
  api.setSequencingEventListeners({ onActivityDelivery: (activity) => (delivered = activity.id) });
  const entered =
    (restored?.suspended === true && api.processNavigationRequest('resumeAll')) ||
    (items[0]?.identifier !== item.identifier && api.processNavigationRequest('choice', item.identifier));
  if (!entered) api.processNavigationRequest('start');
  return delivered !== null && delivered !== item.identifier ? delivered : null;
}

/**
 * The validity update's choice map checks the navigation request alone (SN NB.2.1), not whether the engine could
 * deliver the target: an activity past its attempt limit (SN UP.1) still reads as a valid choice there. The engine's
 * look-ahead runs the sequencing request's checks as well, so a choice is offered only when both allow it.
 */
function deliverableChoices(api: Scorm2004API, choice: Record<string, 'true' | 'false'>): Record<string, 'true' | 'false'> {
  const lookAhead = api.getSequencingService()?.getOverallSequencingProcess();
  if (!lookAhead) return choice;
  return Object.fromEntries(
    Object.entries(choice).map(([id, valid]) => [id, valid === 'true' && lookAhead.predictChoiceEnabled(id) ? 'true' : 'false']),
  );
}

/** Hands the engine's deliveries, end of session and navigation validity to the player once the item plays. */
export function listenToSequencing(api: Scorm2004API, listeners: SequencingListeners): void {
  api.setSequencingEventListeners({
    onActivityDelivery: (activity) => listeners.onDeliver(activity.id, api.serializeSequencingState()),
    onSequencingSessionEnd: () => listeners.onSessionEnd(),
    onNavigationValidityUpdate: (update) =>
      listeners.onValidity({
        continue: update.continue,
        previous: update.previous,
        choice: deliverableChoices(api, update.choice),
        hideLmsUi: update.hideLmsUi,
      }),
  });
  // The look-ahead of the activity about to play was worked out before anyone listened: once more for the player.
  api.getSequencingService()?.getOverallSequencingProcess()?.updateNavigationValidity();
}

/**
 * The course's result as the engine rolls it up to the root activity (SN RB.1.2/RB.1.3), added to each commit
 * for the server to set the license by (decision 0105).
 */
export function courseRollup(api: Scorm2004API): Record<string, string> {
  const root = rootOf(api);
  if (!root) return {};
  const success = root.objectiveSatisfiedStatusKnown ? (root.objectiveSatisfiedStatus ? 'passed' : 'failed') : 'unknown';
  return { [COURSE_ROLLUP_KEYS.completion]: root.completionStatus, [COURSE_ROLLUP_KEYS.success]: success };
}
