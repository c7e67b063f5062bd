import { render, screen } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { useAuth, useRouteRegistry } from '@atrium/shared-ui';
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
