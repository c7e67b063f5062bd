import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ApiError } from '../auth/api-error';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorPanel } from './ErrorPanel';

function Flaky({ fail }: { fail: boolean }) {
  if (fail) throw new Error('boom');
  return <p>Loaded</p>;
}

function Harness() {
  const [fail, setFail] = useState(true);
  return (
    <ErrorBoundary
      fallback={(error, reset) => (
        <ErrorPanel
          error={error}
          onRetry={() => {
            setFail(false);
            reset();
          }}
        />
      )}
    >
      <Flaky fail={fail} />
    </ErrorBoundary>
  );
}

describe('ErrorBoundary with ErrorPanel', () => {
  it('replaces a failing subtree with an alert whose retry renders it again', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness />);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Loaded')).toBeTruthy();
    jest.restoreAllMocks();
  });
});

describe('ErrorPanel', () => {
  it('shows the title key and the translated message of an ApiError', () => {
    render(<ErrorPanel titleKey="error.remote.title" error={new ApiError(400, 'Bad Request', 'http.400')} onRetry={jest.fn()} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This part of Atrium could not be loaded');
    expect(alert.textContent).toContain('The request was not accepted.');
  });
});
