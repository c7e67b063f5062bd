import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { REMOTE_LAUNCH_ERRORS, type ScormItem, type ScormSession } from '@atrium/elearning-contract';
import { RuntimePlayer } from './RuntimePlayer';
import { RuntimeError, runtimeContext } from './runtime-api';
import type { ApiListeners, SequencingPage } from './scorm-api';

jest.mock('./scorm-api', () => ({ mountScormApi: jest.fn() }));
jest.mock('./remote-relay', () => ({ startRemoteRelay: jest.fn() }));
jest.mock('./runtime-api', () => ({
  ...jest.requireActual('./runtime-api'),
  startSession: jest.fn(),
  loadItem: jest.fn(),
  evaluationAsked: jest.fn(),
}));

const { mountScormApi } = jest.requireMock('./scorm-api') as { mountScormApi: jest.Mock };
const { startRemoteRelay } = jest.requireMock('./remote-relay') as { startRemoteRelay: jest.Mock };
const { startSession, loadItem, evaluationAsked } = jest.requireMock('./runtime-api') as {
  startSession: jest.Mock;
  loadItem: jest.Mock;
  evaluationAsked: jest.Mock;
};

const items = [
  { itemId: 11, identifier: 'intro', title: 'Introduction', completionStatus: null, successStatus: null },
  { itemId: 12, identifier: 'rules', title: 'Rules', completionStatus: null, successStatus: null },
  { itemId: 13, identifier: 'quiz', title: 'Quiz', completionStatus: null, successStatus: null },
];
const session = {
  sessionId: 's1',
  licenseId: 7,
  enableRemoteScormLogging: false,
  courseDetails: { title: 'Golf', items },
} as unknown as ScormSession;
const local = runtimeContext({ kind: 'license', licenseId: 7 });
const token = '0b6f8c52-3a5e-4c1e-9a47-2d0f0d7e6a11';
const remoteRoute = { kind: 'remote', token, learnerId: 'u42', learnerName: 'Kari' } as const;
const itemOf = (itemId: number) =>
  ({ itemId, identifier: '', title: '', packageType: 'scorm2004', href: `/content/${itemId}.html`, cache: {} }) as unknown as ScormItem;

let heard: ApiListeners;
let states: (string | null)[];
const navigateApi = jest.fn();

afterEach(() => {
  document.documentElement.lang = '';
});

beforeEach(() => {
  jest.clearAllMocks();
  startSession.mockResolvedValue(session);
  evaluationAsked.mockResolvedValue(false);
  loadItem.mockImplementation((_context: unknown, _session: string, itemId: number) => Promise.resolve(itemOf(itemId)));
  states = [];
  mountScormApi.mockImplementation((_context, _s, _i, listeners: ApiListeners, page: SequencingPage) => {
    heard = listeners;
    states.push(page.handover);
    return Promise.resolve({ dispose: jest.fn(), navigate: navigateApi });
  });
});

const frameSource = async () => (await screen.findByTitle('Course: Golf')).getAttribute('src');
// Waits for the frame to show an item: the player passes through loading (no frame) on the way, which may
// take a while on a busy machine.
const frameShows = (src: string) =>
  waitFor(() => expect(screen.queryByTitle('Course: Golf')?.getAttribute('src')).toBe(src), { timeout: 5_000 });

test('a package with several items offers them all and marks the one playing; a pick is a choice request to the sequencing engine', async () => {
  render(<RuntimePlayer route={{ kind: 'license', licenseId: 7 }} />);
  expect(await frameSource()).toBe('/content/11.html');
  const menu = screen.getByRole('navigation', { name: 'Parts of the course' });
  expect(menu.querySelector('[aria-current="step"]')?.textContent).toBe('Introduction');

  fireEvent.click(screen.getByRole('button', { name: 'Quiz' }));
  expect(navigateApi).toHaveBeenCalledWith('choice', 'quiz');
});

test('a package without a sequencing engine (SCORM 1.2) opens the item picked', async () => {
  mountScormApi.mockImplementation(() => ({ dispose: jest.fn() }));
  render(<RuntimePlayer route={{ kind: 'license', licenseId: 7 }} />);
  expect(await frameSource()).toBe('/content/11.html');
  fireEvent.click(screen.getByRole('button', { name: 'Quiz' }));
  await frameShows('/content/13.html');
  expect(loadItem).toHaveBeenLastCalledWith(local, 's1', 13);
  expect(screen.getByRole('button', { name: 'Quiz' }).getAttribute('aria-current')).toBe('step');
});

test('the activity the sequencing engine delivers is opened with the tree it hands over; the end of the session leads back', async () => {
  render(<RuntimePlayer route={{ kind: 'license', licenseId: 7 }} />);
  expect(await frameSource()).toBe('/content/11.html');
  act(() => heard.onDeliver('rules', 'tree-after-intro'));
  await frameShows('/content/12.html');
  expect(states).toEqual([null, 'tree-after-intro']);
  act(() => heard.onSessionEnd());
  expect(await screen.findByText('You have left the course. Your progress is saved.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to my page' }).getAttribute('href')).toBe('/mypage');
  expect(screen.queryByRole('link', { name: 'Evaluate the course' })).toBeNull();
});

test('the end of a completed course that asks for an evaluation leads to it on the learner’s page', async () => {
  evaluationAsked.mockResolvedValue(true);
  render(<RuntimePlayer route={{ kind: 'license', licenseId: 7 }} />);
  await frameSource();
  act(() => heard.onSessionEnd());
  expect((await screen.findByRole('link', { name: 'Evaluate the course' })).getAttribute('href')).toBe('/mypage?evaluate=7');
  expect(evaluationAsked).toHaveBeenCalledWith(7);
});

test('the menu offers only the choices the engine allows; Continue and Previous follow its look-ahead and hideLMSUI', async () => {
  render(<RuntimePlayer route={{ kind: 'license', licenseId: 7 }} />);
  await frameSource();
  act(() => heard.onValidity({ continue: true, previous: false, choice: { intro: 'true', rules: 'true', quiz: 'false' }, hideLmsUi: [] }));
  expect(screen.getByRole('button', { name: 'Quiz' }).hasAttribute('disabled')).toBe(true);
  expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(navigateApi).toHaveBeenCalledWith('continue');
  act(() => heard.onValidity({ continue: true, previous: true, choice: {}, hideLmsUi: ['continue'] }));
  expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
});

test('a package with one item shows no menu', async () => {
  startSession.mockResolvedValue({ ...session, courseDetails: { title: 'Golf', items: items.slice(0, 1) } });
  render(<RuntimePlayer route={{ kind: 'license', licenseId: 7 }} />);
  expect(await frameSource()).toBe('/content/11.html');
  expect(screen.queryByRole('navigation')).toBeNull();
});

test('a session with enableRemoteScormLogging relays its progress, hearing of each confirmed commit, until the player goes', async () => {
  const relay = { refresh: jest.fn(), dispose: jest.fn() };
  startRemoteRelay.mockReturnValue(relay);
  startSession.mockResolvedValue({ ...session, enableRemoteScormLogging: true });
  const { unmount } = render(<RuntimePlayer route={remoteRoute} />);
  await frameSource();
  const remote = runtimeContext(remoteRoute);
  expect(startRemoteRelay).toHaveBeenCalledWith(remote, 's1');
  expect(loadItem).toHaveBeenLastCalledWith(remote, 's1', 11);
  expect(mountScormApi).toHaveBeenCalledWith(
    remote,
    expect.anything(),
    expect.anything(),
    expect.objectContaining({ onConfirmed: relay.refresh }),
    expect.objectContaining({ handover: null }),
  );
  unmount();
  expect(relay.dispose).toHaveBeenCalled();
});

test('a session without enableRemoteScormLogging relays nothing', async () => {
  render(<RuntimePlayer route={remoteRoute} />);
  await frameSource();
  expect(startRemoteRelay).not.toHaveBeenCalled();
  expect(mountScormApi).toHaveBeenCalledWith(
    expect.anything(),
    expect.anything(),
    expect.anything(),
    expect.objectContaining({ onConfirmed: undefined }),
    expect.objectContaining({ handover: null }),
  );
});

test("the server's refusals of a remote launch read in the learner's language", async () => {
  document.documentElement.lang = 'nb';
  startSession.mockRejectedValue(new RuntimeError(409, REMOTE_LAUNCH_ERRORS.learnerLimit));
  render(<RuntimePlayer route={remoteRoute} />);
  expect((await screen.findByRole('alert')).textContent).toBe('Feilmelding: Alle plassene organisasjonen din har på dette kurset, er tatt');
});

test('a remote learner, who has no Atrium account, is not offered to sign in', async () => {
  startSession.mockRejectedValue(new RuntimeError(401, 'Unknown session'));
  render(<RuntimePlayer route={{ kind: 'remoteSession', sessionId: token }} />);
  expect((await screen.findByRole('alert')).textContent).toBe('Error message: Unknown session');
  expect(screen.queryByRole('link')).toBeNull();
});

test('a remote launch without a learner asks to open the course from the learning system, without calling the server', async () => {
  render(<RuntimePlayer route={{ ...remoteRoute, learnerId: '' }} />);
  expect((await screen.findByRole('alert')).textContent).toBe('Error message: Open this course from your learning system');
  expect(startSession).not.toHaveBeenCalled();
});

test("a learner's own launch that needs a login offers to sign in, with the server's message as it is", async () => {
  startSession.mockRejectedValue(new RuntimeError(401, 'Not signed in'));
  render(<RuntimePlayer route={{ kind: 'license', licenseId: 7 }} />);
  expect((await screen.findByRole('alert')).textContent).toContain('Error message: Not signed in');
  expect(screen.getByRole('link', { name: 'Sign in to continue the course' })).toBeTruthy();
});

test('a relaunch opens the item the learner left, and the menu shows each item’s result', async () => {
  const resumed = {
    ...session,
    resumeItemId: 12,
    courseDetails: {
      title: 'Golf',
      items: [
        { ...items[0], completionStatus: 'completed', successStatus: 'passed' },
        { ...items[1], completionStatus: 'incomplete' },
        { ...items[2], completionStatus: 'completed', successStatus: 'failed' },
      ],
    },
  };
  startSession.mockResolvedValue(resumed);
  render(<RuntimePlayer route={{ kind: 'license', licenseId: 7 }} />);
  expect(await frameSource()).toBe('/content/12.html');
  expect(screen.getByRole('button', { name: 'Introduction (completed)' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Rules (started)' }).getAttribute('aria-current')).toBe('step');
  expect(screen.getByRole('button', { name: 'Quiz (not passed)' })).toBeTruthy();
});

test('the page names the course and leads a signed-in learner back to their page; a remote learner gets no such link', async () => {
  const { unmount } = render(<RuntimePlayer route={{ kind: 'license', licenseId: 7 }} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Golf' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to my page' }).getAttribute('href')).toBe('/mypage');
  unmount();
  render(<RuntimePlayer route={remoteRoute} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Golf' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Back to my page' })).toBeNull();
});

test('the menu shows the package hierarchy: SCORM parent items and cmi5 blocks group their items', async () => {
  startSession.mockResolvedValue({
    ...session,
    courseDetails: {
      title: 'Golf',
      items: [
        { ...items[0], groups: ['Module 1'] },
        { ...items[1], groups: ['Module 1', 'Lesson A'] },
        { ...items[2], groups: [] },
      ],
    },
  });
  render(<RuntimePlayer route={{ kind: 'license', licenseId: 7 }} />);
  await frameSource();
  const menu = screen.getByRole('navigation', { name: 'Parts of the course' });
  const module = [...menu.querySelectorAll('.atr-runtime-group')].find((group) => group.firstElementChild?.textContent === 'Module 1');
  expect(module?.querySelectorAll('button')).toHaveLength(2);
  expect(module?.querySelector(':scope ol .atr-runtime-group > span')?.textContent).toBe('Lesson A');
  expect(menu.querySelector(':scope > ol > li > button')?.textContent).toBe('Quiz');
});
