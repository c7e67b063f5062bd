import { render, screen } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { useAuth, useRouteRegistry } from '@atrium/shared-ui';
import { signInAs } from '@atrium/shared-ui/testing';
import '../messages';
import { LoginPage } from './LoginPage';
import { ShellPage } from './ShellPage';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

beforeEach(() => {
  jest.mocked(navigateToUrl).mockClear();
  useAuth.setState({ status: 'signedOut', me: null, locale: 'en_US' });
  // As the users remote publishes them (mf-users/src/routes.json).
  useRouteRegistry.getState().setAreaRoutes('users', [
    { name: 'atriumusersearch', pattern: '/atriumusersearch' },
    { name: 'password.reset', pattern: '/password/reset/:id', signedOut: true },
    { name: 'password.forgot', pattern: '/password/forgot', signedOut: true },
  ]);
});

test('sends a signed-out visitor of a screen to the login page', () => {
  render(<ShellPage pathname="/atriumusersearch" />);
  expect(navigateToUrl).toHaveBeenCalledWith('/login?returnTo=%2Fatriumusersearch');
});

test('leaves the password-reset screens to the users area when signed out', () => {
  for (const pathname of ['/password/forgot', '/password/reset/abc']) {
    const { container, unmount } = render(<ShellPage pathname={pathname} />);
    expect(container.innerHTML).toBe('');
    unmount();
  }
  expect(navigateToUrl).not.toHaveBeenCalled();
});

test('the login page links to forgot password', () => {
  render(<LoginPage />);
  expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/password/forgot');
});

test('an unknown address shows "not found" with a way home', () => {
  signInAs('staff');
  render(<ShellPage pathname="/no/such/page" />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
  expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/');
});

test('a shell page the role may not open shows "no access", not an error', () => {
  signInAs('staff');
  render(<ShellPage pathname="/validation-test" />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No access');
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});

test('/login sends someone already signed in on to where they were heading', () => {
  signInAs('staff');
  window.history.replaceState(null, '', '/login?returnTo=%2Fclcourses');
  render(<ShellPage pathname="/login" />);
  expect(navigateToUrl).toHaveBeenCalledWith('/clcourses');
  expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
});

test('/login sends someone signed in to the start page when nothing else is asked, and never off the site', () => {
  signInAs('staff');
  window.history.replaceState(null, '', '/login?returnTo=%2F%2Fevil.example');
  render(<ShellPage pathname="/login" />);
  expect(navigateToUrl).toHaveBeenCalledWith('/');
});
