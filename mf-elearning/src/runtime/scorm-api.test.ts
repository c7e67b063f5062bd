import type { ScormItem, ScormSession } from '@atrium/elearning-contract';
import { fakeApi } from '@atrium/shared-ui/testing';
import { waitFor } from '@testing-library/react';
import { runtimeContext } from './runtime-api';
import { mountScormApi, type MountedApi } from './scorm-api';

const context = runtimeContext({ kind: 'license', licenseId: 7 });
const session = {
  sessionId: '5d1f3c2a-8b7e-4f60-9c1d-2e3f4a5b6c7d',
  licenseId: 7,
  scormUser: { id: '7', name: 'Nordmann, Kari' },
} as unknown as ScormSession;
const item12 = (cache: Record<string, string>, masteryScore: number | null = null) =>
  ({ itemId: 11, packageType: 'scorm12', masteryScore, activityTree: null, cache, version: 3 }) as unknown as ScormItem;
const listeners = () => ({
  onState: jest.fn(),
  onConfirmed: jest.fn(),
  onDeliver: jest.fn(),
  onSessionEnd: jest.fn(),
  onValidity: jest.fn(),
});

let mounted: MountedApi | undefined;
beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: jest.fn(() => true), configurable: true });
  localStorage.clear();
});
afterEach(() => mounted?.dispose());

test('SCORM 1.2: the content reads the entry, credit and learner name the LMS hands out', async () => {
  fakeApi(() => ({ status: 200, body: {} }));
  mounted = await mountScormApi(context, session, item12({ 'cmi.core.entry': 'ab-initio', 'cmi.core.credit': 'credit' }), listeners());
  const api = window.API!;
  expect(api.LMSInitialize('')).toBe('true');
  expect(api.LMSGetValue('cmi.core.entry')).toBe('ab-initio');
  expect(api.LMSGetValue('cmi.core.credit')).toBe('credit');
  expect(api.LMSGetValue('cmi.core.student_name')).toBe('Nordmann, Kari');
});

test('SCORM 1.2: LMSFinish without a status commits completed, or passed/failed by the mastery score', async () => {
  const calls = fakeApi(() => ({ status: 200, body: {} }));
  const heard = listeners();
  mounted = await mountScormApi(context, session, item12({ 'cmi.core.credit': 'credit' }, 80), heard);
  const api = window.API!;
  api.LMSInitialize('');
  api.LMSSetValue('cmi.core.score.raw', '60');
  api.LMSFinish('');
  await waitFor(() => expect(calls.length).toBeGreaterThan(0));
  const sent = JSON.parse((calls.at(-1)?.body as { value: string }).value) as Record<string, string>;
  expect(sent['cmi.core.lesson_status']).toBe('failed');
  expect(calls.at(-1)?.body).toMatchObject({ f: 'terminate', version: 3 });
});

test('SCORM 2004: the declared objectives are there for the content to find and set', async () => {
  fakeApi(() => ({ status: 200, body: {} }));
  const item = {
    itemId: 11,
    packageType: 'scorm2004',
    masteryScore: null,
    activityTree: null,
    version: 1,
    cache: { 'cmi.entry': 'ab-initio', 'cmi.objectives.0.id': 'obj_primary', 'cmi.objectives.1.id': 'obj_two' },
  } as unknown as ScormItem;
  mounted = await mountScormApi(context, session, item, listeners());
  const api = window.API_1484_11!;
  expect(api.Initialize('')).toBe('true');
  expect(api.GetValue('cmi.objectives._count')).toBe('2');
  expect(api.GetValue('cmi.objectives.1.id')).toBe('obj_two');
  expect(api.SetValue('cmi.objectives.1.success_status', 'passed')).toBe('true');
  expect(api.GetValue('cmi.learner_name')).toBe('Nordmann, Kari');
});

interface SavedSequencing {
  seq: number;
  state: string;
}
interface SequencingState {
  sequencing: { currentActivity: string; activityStates: Record<string, { attemptCount: number; isActive: boolean }> };
}

/**
 * The first sequencing save the page sent that matches: a test waits for the save it means, not simply the last call,
 * which on a slow machine can be an earlier save or another call.
 */
function sequencingSave(calls: { body?: unknown }[], matches: (state: SequencingState) => boolean): SavedSequencing | undefined {
  return calls
    .flatMap((call) => (call.body as { sequencing?: SavedSequencing }).sequencing ?? [])
    .find((save) => matches(JSON.parse(save.state) as SequencingState));
}

describe('SCORM 2004 sequencing through the engine', () => {
  const tree = {
    id: 'org',
    title: 'Course',
    sequencingControls: { choice: true, flow: true },
    children: [
      { id: 'a', title: 'A' },
      { id: 'b', title: 'B' },
    ],
  };
  const sequencedSession = {
    ...session,
    courseDetails: {
      title: 'Course',
      items: [
        { itemId: 1, identifier: 'a', title: 'A', completionStatus: null, successStatus: null },
        { itemId: 2, identifier: 'b', title: 'B', completionStatus: null, successStatus: null },
      ],
    },
  } as unknown as ScormSession;
  const itemA = {
    itemId: 1,
    identifier: 'a',
    packageType: 'scorm2004',
    masteryScore: null,
    activityTree: tree,
    version: 1,
    cache: {},
  } as unknown as ScormItem;

  test("the content's adl.nav.request continue is carried out after Terminate: the engine delivers the next activity", async () => {
    fakeApi(() => ({ status: 200, body: {} }));
    const heard = listeners();
    mounted = await mountScormApi(context, sequencedSession, itemA, heard);
    const api = window.API_1484_11!;
    api.Initialize('');
    expect(api.GetValue('adl.nav.request_valid.continue')).toBe('true');
    expect(api.GetValue('adl.nav.request_valid.previous')).toBe('false');
    api.SetValue('adl.nav.request', 'continue');
    expect(api.Terminate('')).toBe('true');
    expect(heard.onDeliver).toHaveBeenCalledWith('b', expect.any(String));
  });

  test('exitAll ends the sequencing session', async () => {
    fakeApi(() => ({ status: 200, body: {} }));
    const heard = listeners();
    mounted = await mountScormApi(context, sequencedSession, itemA, heard);
    const api = window.API_1484_11!;
    api.Initialize('');
    api.SetValue('adl.nav.request', 'exitAll');
    api.Terminate('');
    expect(heard.onSessionEnd).toHaveBeenCalled();
    expect(heard.onDeliver).not.toHaveBeenCalled();
  });

  test.each(['exit', 'abandon'])('%s after Terminate ends the activity and leaves the learner on the LMS controls', async (request) => {
    fakeApi(() => ({ status: 200, body: {} }));
    const heard = listeners();
    mounted = await mountScormApi(context, sequencedSession, itemA, heard);
    const api = window.API_1484_11!;
    api.Initialize('');
    api.SetValue('adl.nav.request', request);
    expect(api.Terminate('')).toBe('true');
    expect(heard.onDeliver).not.toHaveBeenCalled();
    expect(heard.onSessionEnd).not.toHaveBeenCalled();
    // Nothing is active: the menu and Continue lead on (the engine's look-ahead says so).
    expect(mounted.navigate?.('continue')).toBe(true);
    expect(heard.onDeliver).toHaveBeenCalledWith('b', expect.any(String));
  });

  test('abandonAll ends the sequencing session', async () => {
    fakeApi(() => ({ status: 200, body: {} }));
    const heard = listeners();
    mounted = await mountScormApi(context, sequencedSession, itemA, heard);
    const api = window.API_1484_11!;
    api.Initialize('');
    api.SetValue('adl.nav.request', 'abandonAll');
    api.Terminate('');
    expect(heard.onSessionEnd).toHaveBeenCalled();
  });

  test('the next item takes the tree the previous one handed over: its previous request leads back', async () => {
    fakeApi(() => ({ status: 200, body: {} }));
    const first = listeners();
    mounted = await mountScormApi(context, sequencedSession, itemA, first);
    window.API_1484_11!.Initialize('');
    window.API_1484_11!.SetValue('adl.nav.request', 'continue');
    window.API_1484_11!.Terminate('');
    const state = first.onDeliver.mock.calls[0]?.[1] as string;
    mounted.dispose();

    const second = listeners();
    mounted = await mountScormApi(context, sequencedSession, { ...itemA, itemId: 2, identifier: 'b' } as ScormItem, second, {
      handover: state,
      counter: { seq: 0 },
    });
    const api = window.API_1484_11!;
    api.Initialize('');
    expect(api.GetValue('adl.nav.request_valid.previous')).toBe('true');
    api.SetValue('adl.nav.request', 'previous');
    api.Terminate('');
    expect(second.onDeliver).toHaveBeenCalledWith('a', expect.any(String));
  });

  test("each commit carries the course's rollup: completed and passed once the only SCO is", async () => {
    const calls = fakeApi(() => ({ status: 200, body: {} }));
    const single = { ...itemA, activityTree: { ...tree, children: [{ id: 'a', title: 'A' }] } } as ScormItem;
    mounted = await mountScormApi(context, sequencedSession, single, listeners());
    const api = window.API_1484_11!;
    api.Initialize('');
    api.SetValue('cmi.completion_status', 'completed');
    api.SetValue('cmi.success_status', 'passed');
    api.Terminate('');
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    const sent = JSON.parse((calls.at(-1)?.body as { value: string }).value) as Record<string, string>;
    expect(sent).toMatchObject({ 'adl.rollup.completion_status': 'completed', 'adl.rollup.success_status': 'passed' });
  });

  test('a relaunch starts from the state the server kept: attempt counts hold, the activity left open resumes, saves go on in order', async () => {
    const calls = fakeApi(() => ({ status: 200, body: {} }));
    const limited = {
      ...tree,
      children: [
        { id: 'a', title: 'A', attemptLimit: 1 },
        { id: 'b', title: 'B' },
      ],
    };
    const first = listeners();
    mounted = await mountScormApi(context, sequencedSession, { ...itemA, activityTree: limited } as ScormItem, first);
    window.API_1484_11!.Initialize('');
    window.API_1484_11!.SetValue('adl.nav.request', 'continue');
    window.API_1484_11!.Terminate('');
    const movedOn = () => sequencingSave(calls, (state) => state.sequencing.currentActivity === 'b');
    await waitFor(() => expect(movedOn()).toBeDefined());
    const saved = movedOn()!;
    mounted.dispose();
    calls.length = 0;

    // Another page, days later: b was open when the last one closed.
    const itemB = { ...itemA, itemId: 2, identifier: 'b', activityTree: limited, sequencing: { seq: 0, state: saved.state } };
    const heard = listeners();
    mounted = await mountScormApi(context, sequencedSession, itemB as unknown as ScormItem, heard);
    const api = window.API_1484_11!;
    api.Initialize('');
    expect(heard.onDeliver).not.toHaveBeenCalled();
    expect(api.GetValue('adl.nav.request_valid.choice.{target=a}')).toBe('false');
    // The menu offers what the player hears: a past its attempt limit is no choice there either.
    expect(heard.onValidity).toHaveBeenLastCalledWith(expect.objectContaining({ choice: expect.objectContaining({ a: 'false' }) }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    const resaved = (calls[0]?.body as { sequencing: { seq: number; state: string } }).sequencing;
    expect(resaved.seq).toBe(1);
    const restored = JSON.parse(resaved.state) as {
      sequencing: { currentActivity: string; activityStates: Record<string, { attemptCount: number }> };
    };
    expect(restored.sequencing.currentActivity).toBe('b');
    expect(restored.sequencing.activityStates.a?.attemptCount).toBe(1);
    expect(restored.sequencing.activityStates.b?.attemptCount).toBe(1);
  });

  test('a global objective one SCO satisfied (mapInfo) still opens the SCO whose pre-condition reads it, after a relaunch', async () => {
    const calls = fakeApi(() => ({ status: 200, body: {} }));
    const objective = (objectiveID: string, isPrimary: boolean, mapInfo: Record<string, unknown>[] = []) => ({
      objectiveID,
      isPrimary,
      mapInfo,
    });
    const gated = {
      ...tree,
      children: [
        {
          id: 'a',
          title: 'A',
          primaryObjective: objective('a-primary', true),
          objectives: [objective('a-done', false, [{ targetObjectiveID: 'g', writeSatisfiedStatus: true }])],
        },
        {
          id: 'b',
          title: 'B',
          sequencingRules: {
            preConditionRules: [
              {
                action: 'disabled',
                conditionCombination: 'any',
                conditions: [
                  { condition: 'objectiveStatusKnown', operator: 'not', referencedObjective: 'from-a' },
                  { condition: 'satisfied', operator: 'not', referencedObjective: 'from-a' },
                ],
              },
            ],
            exitConditionRules: [],
            postConditionRules: [],
          },
          primaryObjective: objective('b-primary', true),
          objectives: [objective('from-a', false, [{ targetObjectiveID: 'g', readSatisfiedStatus: true }])],
        },
      ],
    };
    const itemOfA = { ...itemA, activityTree: gated, cache: { 'cmi.objectives.0.id': 'a-primary', 'cmi.objectives.1.id': 'a-done' } };
    mounted = await mountScormApi(context, sequencedSession, itemOfA as unknown as ScormItem, listeners());
    let api = window.API_1484_11!;
    api.Initialize('');
    expect(api.GetValue('adl.nav.request_valid.choice.{target=b}')).toBe('false');
    api.SetValue('cmi.objectives.1.success_status', 'passed');
    api.Terminate('');
    // The save the Terminate made (a no longer active); the Initialize saved one before it.
    const terminated = () => sequencingSave(calls, (state) => state.sequencing.activityStates.a?.isActive === false);
    await waitFor(() => expect(terminated()).toBeDefined());
    const saved = terminated()!;
    mounted.dispose();

    mounted = await mountScormApi(
      context,
      sequencedSession,
      { ...itemOfA, sequencing: { seq: 0, state: saved.state } } as unknown as ScormItem,
      listeners(),
    );
    api = window.API_1484_11!;
    api.Initialize('');
    expect(api.GetValue('adl.nav.request_valid.choice.{target=b}')).toBe('true');
  });
});
