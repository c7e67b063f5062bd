import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeApi, type ApiCall } from '@atrium/shared-ui/testing';
import EcourseEvaluationsPage from './EcourseEvaluationsPage';

let calls: ApiCall[];
const evaluation = (uuid: string, rating: number, created: string, starred = false) => ({
  uuid,
  licenseId: 1,
  ecourseId: 4,
  created,
  rating,
  comment: `comment ${uuid}`,
  starred,
});
const UUID_A = '00000000-0000-4000-8000-00000000000a';
const UUID_B = '00000000-0000-4000-8000-00000000000b';

beforeEach(() => {
  window.history.replaceState(null, '', '/ecourse/4/evaluations');
  jest.useFakeTimers({
    now: new Date(2026, 5, 15, 12),
    doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'],
  });
  calls = fakeApi(({ method, url, body }) => {
    if (method === 'PUT')
      return {
        status: 200,
        body: evaluation(url.includes(UUID_A) ? UUID_A : UUID_B, 4, '2026-02-01T10:00:00Z', (body as { starred: boolean }).starred),
      };
    return { status: 200, body: [evaluation(UUID_A, 4, '2026-03-01T10:00:00Z'), evaluation(UUID_B, 2, '2026-02-01T10:00:00Z')] };
  });
});

afterEach(() => jest.useRealTimers());

test('asks for the start of this year until today', async () => {
  render(<EcourseEvaluationsPage courseId={4} />);
  await screen.findAllByTestId('evaluation');
  expect(calls[0]?.url).toBe('/api/elearning/data/ecourses/4/evaluations?fromDate=2026-01-01&toDate=2026-06-15');
  expect(screen.getByTestId('evaluation-average').textContent).toContain('3.00');
  // Document 001 §9: dates read DD.MM.YYYY in every locale.
  expect(screen.getAllByTestId('evaluation')[0]?.textContent).toContain('01.03.2026');
});

test('stars the evaluation named by staruuid on open, and sends a toggled star to the server', async () => {
  window.history.replaceState(null, '', `/ecourse/4/evaluations?staruuid=${UUID_B}`);
  render(<EcourseEvaluationsPage courseId={4} />);
  await waitFor(() =>
    expect(calls).toContainEqual({
      method: 'PUT',
      url: `/api/elearning/data/ecourses/evaluations/${UUID_B}/starred`,
      body: { starred: true },
    }),
  );
  const [first] = await screen.findAllByTestId('evaluation');
  fireEvent.click(first!.querySelector('button')!);
  expect(first!.querySelector('button')!.getAttribute('aria-pressed')).toBe('true');
  await waitFor(() =>
    expect(calls).toContainEqual({
      method: 'PUT',
      url: `/api/elearning/data/ecourses/evaluations/${UUID_A}/starred`,
      body: { starred: true },
    }),
  );
});
