import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useAuth } from '../auth/use-auth';
import { mockFetch } from '../test/fake-fetch';
import { makeMe } from '../test/fixtures';
import { LoginForm } from './LoginForm';

const initial = useAuth.getState();
beforeEach(() => useAuth.setState(initial, true));

function fillIn(username: string, password: string) {
  fireEvent.change(screen.getByLabelText(/Username or e-mail/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  it('asks for both fields before calling the server', () => {
    const fetch = mockFetch();
    render(<LoginForm />);
    fillIn('', '');
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('signs in and calls onSignedIn', async () => {
    mockFetch({ status: 200, body: makeMe() });
    const onSignedIn = jest.fn();
    render(<LoginForm onSignedIn={onSignedIn} />);
    fillIn('kari', 'secret');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(useAuth.getState().status).toBe('signedIn');
  });

  it('shows login.failed for wrong credentials', async () => {
    mockFetch({ status: 401, body: { error: 'unauthorized', message: 'login.failed' } });
    render(<LoginForm />);
    fillIn('kari', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong username or password.');
  });

  it('shows login.throttled when the server holds the account back', async () => {
    mockFetch({ status: 429, body: { error: 'Too Many Requests', message: 'login.throttled' } });
    render(<LoginForm />);
    fillIn('kari', 'secret');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many failed attempts. Please wait a while and try again.');
  });

  it('says so when the page is served on another site than the API (decision 0234)', async () => {
    mockFetch({ status: 403, body: { error: 'Forbidden', message: 'standalone.crossSite' } });
    render(<LoginForm />);
    fillIn('kari', 'secret');
    expect((await screen.findByRole('alert')).textContent).toContain('served on another site than the platform');
  });

  it('shows a generic error when the server fails', async () => {
    mockFetch({ status: 500 });
    render(<LoginForm />);
    fillIn('kari', 'secret');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
  });
});
