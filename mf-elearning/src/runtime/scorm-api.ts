import type { ScormItem, ScormSession, SequencingSave } from '@atrium/elearning-contract';
import type { Scorm12API, Scorm2004API } from 'scorm-again';
import { CommitChannel, type ChannelState } from './commit-channel';
import { scormCallUrl, type RuntimeContext } from './runtime-api';
import { enterActivity, listenToSequencing, courseRollup, type SequencingListeners } from './sequencing-session';
import { loadScormApiClass } from './scorm-api-class';

declare global {
  interface Window {
    API?: Scorm12API;
    API_1484_11?: Scorm2004API;
  }
}

// Content often sets values without ever committing (the golf samples never call LMSCommit), so the
// runtime commits a few seconds after the last change.
const AUTOCOMMIT_SECONDS = 3;

export interface MountedApi {
  dispose: () => void;
  /** A navigation request of the LMS's own controls (menu, Continue, Previous) to the SCORM 2004 sequencing engine. */
  navigate?: (request: 'continue' | 'previous' | 'choice', identifier?: string) => boolean;
}

/** What one page of the player carries from item to item of a sequenced course. */
export interface SequencingPage {
  /** The activity tree the previous item of this page handed over (null: a new sequencing session). */
  handover: string | null;
  /** The number of this page's last save of the sequencing state: the server keeps them in this order. */
  counter: { seq: number };
}

export interface ApiListeners extends SequencingListeners {
  onState: (state: ChannelState) => void;
  /** Each commit the server accepted. */
  onConfirmed?: () => void;
}

/**
 * Puts the SCORM API the package looks for on this window (its frame finds it by walking up), loaded with
 * the learner's saved data so the content resumes where it was left.
 */
export async function mountScormApi(
  context: RuntimeContext,
  session: ScormSession,
  item: ScormItem,
  listeners: ApiListeners,
  page: SequencingPage = { handover: null, counter: { seq: 0 } },
): Promise<MountedApi> {
  const { onState, onConfirmed } = listeners;
  // Loaded before anything else starts, so a package never sees a half-made API.
  const ApiClass = await loadScormApiClass(item.packageType === 'scorm2004' ? 'scorm2004' : 'scorm12');
  // A sequenced course's commits carry its rollup and the engine's state (set below, once the API with the engine exists).
  let lmsValues: (() => Record<string, string>) | undefined;
  let sequencing: (() => SequencingSave) | undefined;
  const channel = new CommitChannel(
    {
      context,
      sessionId: session.sessionId,
      licenseId: session.licenseId,
      itemId: item.itemId,
      version: item.version,
      lmsValues: () => lmsValues?.() ?? {},
      sequencing: () => sequencing?.(),
    },
    onState,
    onConfirmed,
  );
  const settings = {
    autocommit: true,
    autocommitSeconds: AUTOCOMMIT_SECONDS,
    lmsCommitUrl: scormCallUrl(context, 'commit', session.sessionId),
    dataCommitFormat: 'flattened',
    sendFullCommit: true,
    logLevel: 5 as const,
  };
  let navigate: MountedApi['navigate'];
  if (item.packageType === 'scorm2004') {
    // One sequencing engine (scorm-again's, SN book) decides what each navigation request leads to: the
    // content's adl.nav.request at Terminate, and the menu's and buttons' requests.
    // The engine rolls up as the content reports (not only at Terminate), so every commit, the terminate one
    // included, carries the course's rollup.
    // The engine's state goes to the server with every commit, and again once a navigation request (the content's
    // after Terminate, or the LMS's controls) has moved it on: the server keeps it between launches (decision 0106).
    const persistence = {
      persistence: {
        saveState: () => {
          channel.saveSequencing();
          return Promise.resolve(true);
        },
        loadState: () => Promise.resolve(null),
      },
      autoLoadOnInitialize: false,
      autoSaveOn: 'navigate' as const,
      compress: false,
    };
    const api = new (ApiClass as typeof Scorm2004API)(
      item.activityTree
        ? {
            ...settings,
            sequencing: { activityTree: item.activityTree as never, autoRollupOnCMIChange: true },
            sequencingStatePersistence: persistence,
          }
        : settings,
      channel,
    );
    api.loadFromFlattenedJSON(
      { ...item.cache, 'cmi.learner_id': session.scormUser.id, 'cmi.learner_name': session.scormUser.name, ...masteryOf2004(item) },
      '',
    );
    if (item.activityTree) {
      const { counter } = page;
      counter.seq = Math.max(counter.seq, item.sequencing?.seq ?? 0);
      lmsValues = () => courseRollup(api);
      sequencing = () => ({ seq: ++counter.seq, state: api.serializeSequencingState() });
      const instead = enterActivity(api, item, session.courseDetails.items, {
        handover: page.handover,
        stored: item.sequencing?.state ?? null,
      });
      // The delivery of this activity (its attempt) is saved at once, whether or not the content commits.
      if (page.handover !== null) channel.saveSequencing();
      listenToSequencing(api, listeners);
      if (instead !== null) listeners.onDeliver(instead, api.serializeSequencingState());
      navigate = (request, identifier) => api.processNavigationRequest(request, identifier);
    }
    window.API_1484_11 = api;
  } else {
    // RTE 3.4.4: a SCO that finishes without a status is completed (passed or failed by the mastery score);
    // the server applies the same rule to the terminate commit (decision 0101).
    const api = new (ApiClass as typeof Scorm12API)(
      { ...settings, autoCompleteLessonStatus: true, mastery_override: item.masteryScore !== null },
      channel,
    );
    api.loadFromFlattenedJSON(
      { ...item.cache, 'cmi.core.student_id': session.scormUser.id, 'cmi.core.student_name': session.scormUser.name, ...masteryOf12(item) },
      '',
    );
    window.API = api;
  }
  return {
    navigate,
    dispose: () => {
      channel.dispose();
      delete window.API;
      delete window.API_1484_11;
    },
  };
}

const masteryOf12 = (item: ScormItem) =>
  item.masteryScore === null ? {} : { 'cmi.student_data.mastery_score': String(item.masteryScore) };
const masteryOf2004 = (item: ScormItem) => (item.masteryScore === null ? {} : { 'cmi.scaled_passing_score': String(item.masteryScore) });
