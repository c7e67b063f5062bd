import { fireEvent, render, screen } from '@testing-library/react';
import { encodeResetRef } from '@atrium/users-contract';
import { fakeApi, type ApiCall } from '@atrium/shared-ui/testing';
import PasswordResetPage from './PasswordResetPage';

const TOKEN = 'p9Q-token_123';
const LINK_URL = `/api/users/data/password/reset/${TOKEN}`;
const LINK_USED = { error: 'Not Found', message: 'user.password.resetLinkUsed' };
const USED_TEXT = 'This link has been used, has expired or is not valid. Ask for a new one.';

let calls: ApiCall[];
let linkAnswer: { status: number; body?: unknown };
let saveAnswer: { status: number; body?: unknown };

beforeEach(() => {
  window.history.pushState({}, '', `/password/reset/${TOKEN}?ref=${encodeResetRef('kari@nordsjo.example')}`);
  linkAnswer = { status: 200, body: { user: { username: 'kari' }, passwordStrength: 'medium' } };
  saveAnswer = { status: 200, body: { user: { username: 'kari' } } };
  calls = fakeApi(({ method }) => (method === 'GET' ? linkAnswer : saveAnswer));
});

async function fill(password: string, repeatPassword = password) {
  render(<PasswordResetPage id={TOKEN} />);
  expect(((await screen.findByLabelText('Username')) as HTMLInputElement).value).toBe('kari');
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Repeat the new password/), { target: { value: repeatPassword } });
  fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
}

const saves = () => calls.filter((call) => call.method === 'PUT');

test('saves a medium password with the e-mail of the ref, then hides the form and offers the sign-in', async () => {
  await fill('NyttPassord9');
  expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Your password is saved. Sign in with it now.');
  expect(saves()).toEqual([{ method: 'PUT', url: LINK_URL, body: { password: 'NyttPassord9', email: 'kari@nordsjo.example' } }]);
  expect(screen.queryByLabelText(/^New password/)).toBeNull();
  expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
});

test('checks the medium password rule and the repetition before sending anything', async () => {
  await fill('svakt');
  expect(screen.getByText(/Use at least 8 letters and digits/)).toBeTruthy();
  expect(screen.queryByText('The values do not match.')).toBeNull();
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'NyttPassord9' } });
  fireEvent.change(screen.getByLabelText(/^Repeat the new password/), { target: { value: 'NyttPassord8' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
  expect(screen.getByText('The values do not match.')).toBeTruthy();
  expect(screen.queryByText(/Use at least 8 letters and digits/)).toBeNull();
  expect(saves()).toEqual([]);
});

test('shows the warning, and no form, for a used, expired or unknown link', async () => {
  linkAnswer = { status: 404, body: LINK_USED };
  render(<PasswordResetPage id={TOKEN} />);
  expect((await screen.findByRole('alert')).textContent).toBe(USED_TEXT);
  expect(screen.queryByLabelText(/^New password/)).toBeNull();
  expect(screen.getByRole('link', { name: 'Get a new link' }).getAttribute('href')).toBe('/password/forgot');
});

test('shows the warning when the link was used while the form was open', async () => {
  saveAnswer = { status: 404, body: LINK_USED };
  await fill('NyttPassord9');
  expect((await screen.findByRole('alert')).textContent).toBe(USED_TEXT);
  expect(screen.queryByLabelText(/^New password/)).toBeNull();
});

test('shows the server’s password message at the field', async () => {
  saveAnswer = { status: 400, body: { error: 'Bad Request', message: 'x', fields: { 'body.password': 'validation.password.medium' } } };
  await fill('NyttPassord9');
  expect(await screen.findByText(/Use at least 8 letters and digits/)).toBeTruthy();
  expect(screen.getByLabelText(/^New password/)).toBeTruthy();
});
