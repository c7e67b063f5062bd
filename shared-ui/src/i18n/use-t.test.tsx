import { act, render, screen } from '@testing-library/react';
import { useAuth } from '../auth/use-auth';
import { registerMessages } from './message-registry';
import { useT } from './use-t';

function Title() {
  const t = useT();
  return <h1>{t('test.usetitle', { n: 2 })}</h1>;
}

describe('useT', () => {
  it('re-renders when keys are registered and when the locale changes', () => {
    const { unmount } = render(<Title />);
    expect(screen.getByRole('heading').textContent).toBe('test.usetitle');
    act(() => {
      registerMessages('en_US', { 'test.usetitle': '{n} courses' });
      registerMessages('nb_NO', { 'test.usetitle': '{n} kurs' });
    });
    expect(screen.getByRole('heading').textContent).toBe('2 courses');
    act(() => useAuth.setState({ locale: 'nb_NO' }));
    expect(screen.getByRole('heading').textContent).toBe('2 kurs');
    unmount();
    useAuth.setState({ locale: 'en_US' });
  });
});
