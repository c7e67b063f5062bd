import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastHost, TOAST_DURATION_MS } from './ToastHost';
import { toast, useToasts } from './toast-store';

beforeEach(() => {
  jest.useFakeTimers();
  useToasts.setState({ toasts: [] });
});

afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  it('shows translated messages in a polite live region that exists before any toast', () => {
    const { container } = render(<ToastHost />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).not.toBeNull();
    act(() => {
      toast.success('common.save');
      toast.error('pagination.page', { page: 4 });
    });
    expect(region!.textContent).toContain('Save');
    expect(region!.textContent).toContain('Page 4');
  });

  it('dismisses after five seconds', () => {
    render(<ToastHost />);
    act(() => {
      toast.info('common.loading');
    });
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText('Loading…')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('waits while the pointer is on a toast', () => {
    render(<ToastHost />);
    act(() => {
      toast.info('common.loading');
    });
    fireEvent.mouseEnter(screen.getByText('Loading…').closest('li')!);
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.queryByText('Loading…')).not.toBeNull();
  });

  it('can be dismissed by its button', () => {
    render(<ToastHost />);
    act(() => {
      toast.error('error.generic');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(useToasts.getState().toasts).toEqual([]);
  });
});
