import { fireEvent, render, screen } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { fakeApi, routeWithSingleSpa, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import './messages';
import { NotesTab } from './NotesTab';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const HERE = 'http://localhost/ecourse/7/edit/notes';
const PRICES = 'http://localhost/ecourse/7/edit/prices';
const NOTE = { id: 1, type: 'ELEARNINGCOURSE', text: 'Ring leverandøren', authorName: 'Ada Admin', createdAt: '2026-03-02T09:05:00.000Z' };
let calls: ApiCall[];

beforeEach(() => {
  jest.mocked(navigateToUrl).mockClear();
  signInAs('staff');
  calls = fakeApi(({ method, body }) => ({
    status: 200,
    body: method === 'POST' ? [{ ...NOTE, id: 2, text: (body as { text: string }).text }, NOTE] : [NOTE],
  }));
});

const route = (newUrl: string, oldUrl = HERE) => routeWithSingleSpa(newUrl, oldUrl);

async function write(text: string) {
  render(<NotesTab ecourseId={7} />);
  fireEvent.change(await screen.findByLabelText('New note'), { target: { value: text } });
}

test('another tab while a note is unsaved asks first; staying keeps the note', async () => {
  await write('Sjekk pakken');
  expect(route(PRICES)).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(navigateToUrl).not.toHaveBeenCalled();
  expect((screen.getByLabelText('New note') as HTMLTextAreaElement).value).toBe('Sjekk pakken');
});

test('leaving anyway goes where the user was going, without asking again', async () => {
  await write('Sjekk pakken');
  route(PRICES);
  fireEvent.click(screen.getByRole('button', { name: 'Leave without adding' }));
  expect(navigateToUrl).toHaveBeenCalledWith(PRICES);
  expect(route(PRICES)).toBe(false);
});

test('the browser asks before the page unloads with an unsaved note, and nothing asks without one', async () => {
  await write('Sjekk pakken');
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  expect(unload.defaultPrevented).toBe(true);

  fireEvent.change(screen.getByLabelText('New note'), { target: { value: '  ' } });
  const quiet = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(quiet);
  expect(quiet.defaultPrevented).toBe(false);
  expect(route(PRICES)).toBe(false);
});

test('an added note is listed and nothing is left to warn about; an empty one is refused at the field', async () => {
  await write('Sjekk pakken');
  fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
  expect(await screen.findByText('Sjekk pakken', { selector: 'li p' })).toBeTruthy();
  expect(calls.at(-1)).toMatchObject({
    method: 'POST',
    url: '/api/elearning/data/ecourses/7/comments/ELEARNINGCOURSE',
    body: { text: 'Sjekk pakken' },
  });
  expect(screen.getAllByText(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toHaveLength(2);
  expect(route(PRICES)).toBe(false);

  fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
  expect(await screen.findByText('Write the note first')).toBeTruthy();
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
});
