import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ScormItem, ScormSession } from '@atrium/elearning-service/contract';
import { RuntimePlayer } from './RuntimePlayer';
import type { NavigationRequest } from './scormApi';

jest.mock('./scormApi', () => ({ mountScormApi: jest.fn() }));
jest.mock('./runtimeApi', () => ({
  ...jest.requireActual('./runtimeApi'),
  startSession: jest.fn(),
  loadItem: jest.fn(),
}));

const { mountScormApi } = jest.requireMock('./scormApi') as { mountScormApi: jest.Mock };
const { startSession, loadItem } = jest.requireMock('./runtimeApi') as { startSession: jest.Mock; loadItem: jest.Mock };

const items = [
  { itemId: 11, identifier: 'intro', title: 'Introduction' },
  { itemId: 12, identifier: 'rules', title: 'Rules' },
  { itemId: 13, identifier: 'quiz', title: 'Quiz' },
];
const session = { sessionId: 's1', licenseId: 7, courseDetails: { title: 'Golf', items } } as unknown as ScormSession;
const itemOf = (itemId: number) =>
  ({ itemId, identifier: '', title: '', packageType: 'scorm2004', href: `/content/${itemId}.html`, cache: {} }) as unknown as ScormItem;

let navigate: (request: NavigationRequest) => void;

beforeEach(() => {
  startSession.mockResolvedValue(session);
  loadItem.mockImplementation((_session: string, itemId: number) => Promise.resolve(itemOf(itemId)));
  mountScormApi.mockImplementation((_s, _i, _state, onNavigate: typeof navigate) => {
    navigate = onNavigate;
    return { dispose: jest.fn() };
  });
});

const frameSource = async () => (await screen.findByTitle('Course: Golf')).getAttribute('src');

test('a package with several items offers them all, marks the one playing and opens the one picked', async () => {
  render(<RuntimePlayer route={{ kind: 'licence', licenseId: 7 }} />);
  expect(await frameSource()).toBe('/content/11.html');
  const menu = screen.getByRole('navigation', { name: 'Parts of the course' });
  expect(menu.querySelector('[aria-current="step"]')?.textContent).toBe('Introduction');

  fireEvent.click(screen.getByRole('button', { name: 'Quiz' }));
  await waitFor(async () => expect(await frameSource()).toBe('/content/13.html'));
  expect(loadItem).toHaveBeenLastCalledWith('s1', 13);
  expect(screen.getByRole('button', { name: 'Quiz' }).getAttribute('aria-current')).toBe('step');
});

test('SCORM 2004 navigation requests move to the next, previous or chosen item, and nowhere past the ends', async () => {
  render(<RuntimePlayer route={{ kind: 'licence', licenseId: 7 }} />);
  expect(await frameSource()).toBe('/content/11.html');
  act(() => navigate({ kind: 'next' }));
  await waitFor(async () => expect(await frameSource()).toBe('/content/12.html'));
  act(() => navigate({ kind: 'choice', identifier: 'quiz' }));
  await waitFor(async () => expect(await frameSource()).toBe('/content/13.html'));
  act(() => navigate({ kind: 'next' }));
  act(() => navigate({ kind: 'choice', identifier: 'missing' }));
  expect(await frameSource()).toBe('/content/13.html');
  act(() => navigate({ kind: 'previous' }));
  await waitFor(async () => expect(await frameSource()).toBe('/content/12.html'));
});

test('a package with one item shows no menu', async () => {
  startSession.mockResolvedValue({ ...session, courseDetails: { title: 'Golf', items: items.slice(0, 1) } });
  render(<RuntimePlayer route={{ kind: 'licence', licenseId: 7 }} />);
  expect(await frameSource()).toBe('/content/11.html');
  expect(screen.queryByRole('navigation')).toBeNull();
});
