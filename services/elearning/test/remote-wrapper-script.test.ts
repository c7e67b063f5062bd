/**
 * @jest-environment jsdom
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteScormVersion } from '@atrium/elearning-contract';
import { wrapperConfig, wrapperPage } from '../src/remote-scorm/wrapper/wrapper-page';

/*
 * The test window is the LMS; each test opens the generated launch page in a frame of its own (the SCO's
 * window) and runs atrium-remote.js there, as the LMS's browser would.
 */

const SCRIPT = readFileSync(path.resolve(__dirname, '../assets/remote-scorm/atrium-remote.js'), 'utf8');
const LAUNCH_URL = 'https://atrium.example/scorm/remote/0b9e5a2c-3d4f-4e6a-9c8b-7a6d5e4f3a2b';
const ORIGIN = 'https://atrium.example';
const PROGRESS = 'atrium:remote-scorm-progress';

/*
 * The services compile without the DOM library, so that server code cannot lean on browser globals; the few
 * browser objects this test touches are typed here instead.
 */
interface BrowserElement {
  innerHTML: string;
  textContent: string | null;
  lang: string;
  src: string;
  title: string;
  contentWindow: BrowserWindow | null;
  getAttribute(name: string): string | null;
  appendChild(child: BrowserElement): void;
}
interface BrowserDocument {
  documentElement: BrowserElement;
  body: BrowserElement;
  createElement(tag: string): BrowserElement;
  querySelector(selector: string): BrowserElement | null;
  getElementById(id: string): BrowserElement | null;
}
interface BrowserWindow {
  document: BrowserDocument;
  navigator: object;
  Date: { now(): number };
  eval(code: string): unknown;
  dispatchEvent(event: object): boolean;
  Event: new (type: string) => object;
  MessageEvent: new (type: string, init: { data: unknown; origin: string; source: BrowserWindow | null }) => object;
  DOMParser: new () => { parseFromString(html: string, type: 'text/html'): BrowserDocument };
}
/** The LMS's window: the jsdom test environment. */
const lmsWindow = globalThis as unknown as BrowserWindow & Record<string, unknown>;

const MODEL = {
  '12': {
    api: 'API',
    methods: ['LMSInitialize', 'LMSGetValue', 'LMSSetValue', 'LMSCommit', 'LMSFinish'],
    learnerId: 'cmi.core.student_id',
    learnerName: 'cmi.core.student_name',
    status: 'cmi.core.lesson_status',
    untouched: 'not attempted',
    sessionTime: 'cmi.core.session_time',
    exit: 'cmi.core.exit',
  },
  '2004': {
    api: 'API_1484_11',
    methods: ['Initialize', 'GetValue', 'SetValue', 'Commit', 'Terminate'],
    learnerId: 'cmi.learner_id',
    learnerName: 'cmi.learner_name',
    status: 'cmi.completion_status',
    untouched: 'unknown',
    sessionTime: 'cmi.session_time',
    exit: 'cmi.exit',
  },
} as const;

/** An LMS API object of the given version that keeps its data model and every call made to it. */
function fakeLms(version: RemoteScormVersion, values: Record<string, string>) {
  const [initialize, get, set, commit, finish] = MODEL[version].methods;
  const data = { ...values };
  const calls: string[][] = [];
  const api = {
    [initialize]: (arg: string) => (calls.push([initialize, arg]), 'true'),
    [get]: (element: string) => (calls.push([get, element]), data[element] ?? ''),
    [set]: (element: string, value: string) => (calls.push([set, element, value]), (data[element] = value), 'true'),
    [commit]: (arg: string) => (calls.push([commit, arg]), 'true'),
    [finish]: (arg: string) => (calls.push([finish, arg]), 'true'),
  };
  const named = (method: string) => calls.filter((call) => call[0] === method);
  return {
    api,
    data,
    calls,
    sets: () => named(set).map(([, element, value]) => [element, value]),
    commits: () => named(commit).length,
    finishes: () => named(finish).length,
    clear: () => calls.splice(0),
  };
}
type FakeLms = ReturnType<typeof fakeLms>;

interface OpenOptions {
  /** Where the LMS put its API: the SCO's own window, the LMS window above it, or nowhere. */
  apiOn?: 'frame' | 'parent' | 'none';
  language?: string;
  clock?: () => number;
}

/** Opens the launch page in a new frame: the inline config script and then atrium-remote.js run in it. */
function openWrapper(version: RemoteScormVersion, lms: FakeLms, options: OpenOptions = {}) {
  const holder = lmsWindow.document.createElement('iframe');
  lmsWindow.document.body.appendChild(holder);
  const frame = holder.contentWindow as BrowserWindow;
  const page = new frame.DOMParser().parseFromString(
    wrapperPage(wrapperConfig(version, 'Working at Heights', LAUNCH_URL), 'atrium-remote.js'),
    'text/html',
  );
  frame.document.documentElement.innerHTML = page.documentElement.innerHTML;
  if (options.language) Object.defineProperty(frame.navigator, 'language', { value: options.language });
  if (options.clock) frame.Date.now = options.clock;
  const apiOn = options.apiOn ?? 'frame';
  if (apiOn !== 'none') Object.assign(apiOn === 'frame' ? frame : lmsWindow, { [MODEL[version].api]: lms.api });
  frame.eval(frame.document.querySelector('script:not([src])')?.textContent ?? '');
  frame.eval(SCRIPT);
  const runtime = frame.document.querySelector('iframe');
  const message = () => frame.document.getElementById('atrium-remote')?.textContent;
  const post = (data: unknown, origin = ORIGIN, source: BrowserWindow | null = runtime?.contentWindow ?? null) =>
    frame.dispatchEvent(new frame.MessageEvent('message', { data, origin, source }));
  return { frame, runtime, message, post };
}

afterEach(() => {
  lmsWindow.document.body.innerHTML = '';
  delete lmsWindow.API;
  delete lmsWindow.API_1484_11;
});

describe.each(['12', '2004'] as const)('SCORM %s wrapper', (version) => {
  const model = MODEL[version];
  const learner = { [model.learnerId]: 'kari@customer.example', [model.learnerName]: 'Nordmann, Kari & co' };

  it('initializes, reads the learner, marks the attempt started and frames the runtime with the learner in the fragment', () => {
    const lms = fakeLms(version, { ...learner, [model.status]: model.untouched });
    const { runtime, message } = openWrapper(version, lms);
    expect(lms.calls.slice(0, 4)).toEqual([
      [model.methods[0], ''],
      [model.methods[1], model.learnerId],
      [model.methods[1], model.learnerName],
      [model.methods[1], model.status],
    ]);
    expect(lms.sets()).toEqual([[model.status, 'incomplete']]);
    expect(lms.commits()).toBe(1);
    expect(runtime?.src).toBe(`${LAUNCH_URL}#learnerId=kari%40customer.example&learnerName=Nordmann%2C%20Kari%20%26%20co`);
    expect(runtime?.title).toBe('Course');
    expect(runtime?.getAttribute('allow')).toBe('fullscreen; autoplay');
    expect(message()).toBe('Loading the course…');
  });

  it('leaves the status of an attempt the LMS has seen before', () => {
    const lms = fakeLms(version, { ...learner, [model.status]: 'completed' });
    openWrapper(version, lms);
    expect(lms.sets()).toEqual([]);
    expect(lms.commits()).toBe(0);
  });

  it('finds the API in the LMS window above the SCO', () => {
    const lms = fakeLms(version, learner);
    const { runtime } = openWrapper(version, lms, { apiOn: 'parent' });
    expect(lms.calls[0]).toEqual([model.methods[0], '']);
    expect(runtime).not.toBeNull();
  });

  it('tells the learner to open the course from the LMS when there is no API', () => {
    const { runtime, message } = openWrapper(version, fakeLms(version, learner), { apiOn: 'none' });
    expect(runtime).toBeNull();
    expect(message()).toBe('This course has to be opened from your learning system (LMS). No connection to a learning system was found.');
  });

  it('frames nothing when the LMS names no learner, in Norwegian for a Scandinavian browser', () => {
    const lms = fakeLms(version, { [model.learnerId]: '  ' });
    const { frame, runtime, message } = openWrapper(version, lms, { language: 'sv-SE' });
    expect(runtime).toBeNull();
    expect(message()).toBe(
      'Læringsplattformen oppga ikke hvem du er, så kurset kan ikke starte. Kontakt administratoren av læringsplattformen.',
    );
    expect(frame.document.documentElement.lang).toBe('nb');
  });

  it('survives an LMS whose every call throws', () => {
    const throwing = Object.fromEntries(
      model.methods.map((method) => [
        method,
        () => {
          throw new Error('LMS broken');
        },
      ]),
    );
    const lms = { ...fakeLms(version, {}), api: throwing };
    const { frame, message } = openWrapper(version, lms);
    expect(message()).toContain('did not tell who you are');
    expect(() => frame.dispatchEvent(new frame.Event('pagehide'))).not.toThrow();
  });

  it('ignores messages that are not the runtime reporting progress', () => {
    const lms = fakeLms(version, { ...learner, [model.status]: 'incomplete' });
    const { frame, post } = openWrapper(version, lms);
    const progress = { type: PROGRESS, completionStatus: 'completed', successStatus: 'passed', scoreScaled: 1, scoreRaw: 100 };
    post(progress, 'https://evil.example');
    post(progress, ORIGIN, frame);
    post({ ...progress, type: 'something-else' });
    post('completed');
    expect(lms.calls.slice(4)).toEqual([]);
  });

  it('finishes the session once, on pagehide only (not beforeunload, which comes before the runtime’s last progress)', () => {
    let now = 1_000_000;
    const lms = fakeLms(version, { ...learner, [model.status]: 'incomplete' });
    const { frame } = openWrapper(version, lms, { clock: () => now });
    lms.clear();
    now += 3_723_450;
    frame.dispatchEvent(new frame.Event('beforeunload'));
    expect(lms.finishes()).toBe(0);
    frame.dispatchEvent(new frame.Event('pagehide'));
    frame.dispatchEvent(new frame.Event('pagehide'));
    expect(lms.sets()).toEqual([
      [model.sessionTime, version === '12' ? '01:02:03.45' : 'PT1H2M3.45S'],
      [model.exit, 'suspend'],
    ]);
    expect(lms.commits()).toBe(1);
    expect(lms.finishes()).toBe(1);
    expect(lms.calls.at(-1)).toEqual([model.methods[4], '']);
  });
});

describe('progress relayed to a SCORM 1.2 LMS', () => {
  const learner = { 'cmi.core.student_id': 'u1', 'cmi.core.lesson_status': 'not attempted' };

  it('writes one status where success outranks completion, a score out of 100, and commits only changes', () => {
    const lms = fakeLms('12', learner);
    const { post } = openWrapper('12', lms);
    lms.clear();
    post({ type: PROGRESS, completionStatus: 'completed', successStatus: 'passed', scoreScaled: 0.834, scoreRaw: null });
    expect(lms.sets()).toEqual([
      ['cmi.core.score.raw', '83'],
      ['cmi.core.score.min', '0'],
      ['cmi.core.score.max', '100'],
      ['cmi.core.lesson_status', 'passed'],
    ]);
    expect(lms.commits()).toBe(1);

    lms.clear();
    post({ type: PROGRESS, completionStatus: 'completed', successStatus: 'passed', scoreScaled: 0.834, scoreRaw: null });
    expect(lms.calls).toEqual([]);

    // A scaled score says the share exactly: raw 15 of 20 is 75 out of 100, not 15.
    post({ type: PROGRESS, completionStatus: 'completed', successStatus: 'failed', scoreScaled: 0.75, scoreRaw: 15 });
    expect(lms.sets()).toEqual([
      ['cmi.core.score.raw', '75'],
      ['cmi.core.lesson_status', 'failed'],
    ]);

    lms.clear();
    post({ type: PROGRESS, completionStatus: 'completed', successStatus: 'failed', scoreScaled: null, scoreRaw: 42 });
    expect(lms.sets()).toEqual([['cmi.core.score.raw', '42']]);
  });

  it.each([
    [{ completionStatus: 'completed', successStatus: 'unknown' }, 'completed'],
    [{ completionStatus: 'incomplete', successStatus: null }, 'incomplete'],
    [{ completionStatus: null, successStatus: 'failed' }, 'failed'],
  ])('maps %j to lesson_status %s without a score', (statuses, status) => {
    const lms = fakeLms('12', { ...learner, 'cmi.core.lesson_status': 'browsed' });
    const { post } = openWrapper('12', lms);
    post({ type: PROGRESS, ...statuses, scoreScaled: null, scoreRaw: null });
    expect(lms.data['cmi.core.lesson_status']).toBe(status);
    expect(lms.data['cmi.core.score.raw']).toBeUndefined();
  });

  it.each([
    ['completed', ''],
    ['passed', ''],
    ['failed', ''],
    ['incomplete', 'suspend'],
  ])('exits with "%s" status as %j', (status, exit) => {
    const lms = fakeLms('12', { ...learner, 'cmi.core.lesson_status': status });
    const { frame } = openWrapper('12', lms);
    frame.dispatchEvent(new frame.Event('pagehide'));
    expect(lms.data['cmi.core.exit']).toBe(exit);
  });
});

describe('progress relayed to a SCORM 2004 LMS', () => {
  const learner = { 'cmi.learner_id': 'u1', 'cmi.completion_status': 'unknown' };

  it('writes completion, success and the scaled score (a raw one only without it), and commits only changes', () => {
    const lms = fakeLms('2004', learner);
    const { frame, post } = openWrapper('2004', lms);
    lms.clear();
    post({ type: PROGRESS, completionStatus: 'completed', successStatus: 'passed', scoreScaled: 0.8, scoreRaw: 80 });
    expect(lms.sets()).toEqual([
      ['cmi.score.scaled', '0.8'],
      ['cmi.completion_status', 'completed'],
      ['cmi.success_status', 'passed'],
    ]);
    expect(lms.commits()).toBe(1);

    lms.clear();
    post({ type: PROGRESS, completionStatus: 'completed', successStatus: 'passed', scoreScaled: 0.8, scoreRaw: 80 });
    expect(lms.calls).toEqual([]);

    post({ type: PROGRESS, completionStatus: 'completed', successStatus: 'passed', scoreScaled: null, scoreRaw: 17 });
    expect(lms.sets()).toEqual([['cmi.score.raw', '17']]);

    frame.dispatchEvent(new frame.Event('pagehide'));
    expect(lms.data['cmi.exit']).toBe('normal');
  });

  it('writes no score the runtime does not have and unknown success for an unfinished attempt', () => {
    const lms = fakeLms('2004', learner);
    const { frame, post } = openWrapper('2004', lms);
    lms.clear();
    post({ type: PROGRESS, completionStatus: 'not attempted', successStatus: null, scoreScaled: null, scoreRaw: null });
    expect(lms.sets()).toEqual([['cmi.success_status', 'unknown']]);
    frame.dispatchEvent(new frame.Event('pagehide'));
    expect(lms.data['cmi.exit']).toBe('suspend');
    expect(lms.data['cmi.session_time']).toMatch(/^PT\d+(\.\d{1,2})?S$/);
  });
});
