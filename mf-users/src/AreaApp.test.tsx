import { render, screen } from '@testing-library/react';
import { fakeApi, signInAs } from '@atrium/shared-ui/testing';
import { AreaApp } from './AreaApp';

// webpack defines the build label; the tests run unbundled.
(globalThis as { __ATRIUM_BUILD_LABEL__?: string }).__ATRIUM_BUILD_LABEL__ = '';

beforeEach(() => {
  signInAs('staff');
  fakeApi(({ url }) => ({ status: 200, body: url.includes('/roles/') ? ['instructor'] : [] }));
});

test.each([
  ['/password/forgot', 'Forgot password'],
  ['/instructor-list', 'Instructors'],
  ['/atriumusersearch', 'No access'],
  ['/user-mass-import', 'Users'],
])('serves %s with its page, or the placeholder for a screen not built yet', async (path, heading) => {
  window.history.pushState({}, '', path);
  render(<AreaApp />);
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(heading);
});
