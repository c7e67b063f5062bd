import { fireEvent, render, screen } from '@testing-library/react';
import { fakeApi, type ApiCall } from '@atrium/shared-ui/testing';
import ForgotPasswordPage from './ForgotPasswordPage';

let calls: ApiCall[];
let status: number;

beforeEach(() => {
  status = 204;
  calls = fakeApi(() => (status === 204 ? { status } : { status, body: { error: 'Internal Server Error', message: 'Internal error' } }));
});

const ask = (name: string) => {
  fireEvent.change(screen.getByLabelText(/Username or e-mail address/), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
};

test('sends nothing for an empty name and says the field is required (document 001 §5)', () => {
  render(<ForgotPasswordPage />);
  ask('   ');
  expect(screen.getByText('This field is required.')).toBeTruthy();
  expect(calls).toEqual([]);
});

test('asks for a link with the trimmed name, then hides the form and says the same whoever asked', async () => {
  render(<ForgotPasswordPage />);
  ask(' kari@nordsjo.example ');
  expect(await screen.findByRole('status')).toHaveProperty('textContent', expect.stringContaining('The link works once, for 24 hours.'));
  expect(calls).toEqual([
    { method: 'POST', url: '/api/users/data/unauthenticated/password/reset', body: { usernameOrEmail: 'kari@nordsjo.example' } },
  ]);
  expect(screen.queryByRole('form')).toBeNull();
  expect(screen.queryByLabelText(/Username or e-mail address/)).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
});

test('keeps the form and says so when the request fails', async () => {
  status = 500;
  render(<ForgotPasswordPage />);
  ask('kari');
  expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  expect(screen.getByLabelText(/Username or e-mail address/)).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
});
