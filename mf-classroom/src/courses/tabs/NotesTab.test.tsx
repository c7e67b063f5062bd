import { fireEvent, render, screen } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { fakeApi, routeWithSingleSpa } from '@atrium/shared-ui/testing';
import '../messages';
import { NotesTab } from './NotesTab';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const here = 'http://localhost/clcourse/5/edit/notes';
const pricesTab = 'http://localhost/clcourse/5/edit/prices';

beforeEach(() => {
  jest.mocked(navigateToUrl).mockClear();
  fakeApi(() => ({ status: 200, body: [] }));
});

const route = (newUrl: string, oldUrl = here) => routeWithSingleSpa(newUrl, oldUrl);

async function typeNote(text: string) {
  render(<NotesTab courseId={5} />);
  fireEvent.change(await screen.findByLabelText('New note'), { target: { value: text } });
}

test('switching tab with an unsaved note asks first; staying keeps the text', async () => {
  await typeNote('Ring kunden');
  expect(route(pricesTab)).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(navigateToUrl).not.toHaveBeenCalled();
  expect((screen.getByLabelText('New note') as HTMLTextAreaElement).value).toBe('Ring kunden');
});

test('choosing to leave goes on to where the user was going', async () => {
  await typeNote('Ring kunden');
  route(pricesTab);
  expect(screen.getByRole('dialog', { name: 'Unsaved note' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Leave without adding' }));
  expect(navigateToUrl).toHaveBeenCalledWith(pricesTab);
  expect(route(pricesTab)).toBe(false);
});

test('without unsaved text, and on single-spa routing back after a cancel, nothing is held back', async () => {
  await typeNote('   ');
  expect(route(pricesTab)).toBe(false);
  fireEvent.change(screen.getByLabelText('New note'), { target: { value: 'x' } });
  expect(route(here, here)).toBe(false);
});

test('leaving the page with unsaved text makes the browser ask', async () => {
  await typeNote('Ring kunden');
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  expect(unload.defaultPrevented).toBe(true);
});
