import { fireEvent, render, screen } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { routeWithSingleSpa } from '../test/single-spa-routing';
import { LeaveGuard } from './LeaveGuard';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const HERE = 'http://localhost/course/5/edit/notes';
const PRICES = 'http://localhost/course/5/edit/prices';

beforeEach(() => jest.mocked(navigateToUrl).mockClear());

const route = (newUrl: string, oldUrl = HERE) => routeWithSingleSpa(newUrl, oldUrl);

function unloadAsks(): boolean {
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  return unload.defaultPrevented;
}

const guard = (active: boolean) => (
  <LeaveGuard active={active} title="Unsaved note" message="Leave without adding it?" leaveLabel="Leave without adding" />
);

test('an in-app navigation waits for the answer; staying goes nowhere', () => {
  render(guard(true));
  expect(route(PRICES)).toBe(true);
  expect(screen.getByRole('dialog', { name: 'Unsaved note' }).textContent).toContain('Leave without adding it?');
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(navigateToUrl).not.toHaveBeenCalled();
});

test('leaving goes on to where the user was going, without asking again', () => {
  render(guard(true));
  route(PRICES);
  fireEvent.click(screen.getByRole('button', { name: 'Leave without adding' }));
  expect(navigateToUrl).toHaveBeenCalledWith(PRICES);
  expect(route(PRICES)).toBe(false);
});

test('single-spa routing back to the old address after a cancel passes', () => {
  render(guard(true));
  expect(route(HERE, HERE)).toBe(false);
});

test('the browser asks before the page unloads while active, and nothing asks once inactive', () => {
  const { rerender } = render(guard(true));
  expect(unloadAsks()).toBe(true);
  rerender(guard(false));
  expect(unloadAsks()).toBe(false);
  expect(route(PRICES)).toBe(false);
});
