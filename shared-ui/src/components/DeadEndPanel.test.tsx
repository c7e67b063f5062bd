import { render, screen } from '@testing-library/react';
import { ApiError } from '../auth/api-error';
import { useAuth } from '../auth/use-auth';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorPanel } from './ErrorPanel';

beforeEach(() => useAuth.setState({ locale: 'en_US' }));

function Forbidden(): never {
  throw new ApiError(403, 'Forbidden', 'Missing role');
}

describe('an area load that the API refuses or cannot find', () => {
  it('shows "no access" with a link home and no retry for a 403, never the raw server text', () => {
    render(<ErrorPanel error={new ApiError(403, 'Forbidden', 'Missing role')} onRetry={jest.fn()} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('No access');
    expect(alert.textContent).not.toContain('Missing role');
    expect(alert.textContent).not.toContain('Something went wrong');
    expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows "not found" with a link home for a 404', () => {
    render(<ErrorPanel error={new ApiError(404, 'Not Found', 'http.404')} onRetry={jest.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain('Page not found');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows "no access" when a 403 is thrown while rendering an area', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary fallback={(error, reset) => <ErrorPanel error={error} onRetry={reset} />}>
        <Forbidden />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('No access');
    jest.restoreAllMocks();
  });

  it('speaks the person’s language', () => {
    useAuth.setState({ locale: 'sv_SE' });
    render(<ErrorPanel error={new ApiError(403, 'Forbidden', 'Missing role')} onRetry={jest.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain('Ingen behörighet');
  });
});
