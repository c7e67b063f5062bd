import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useAuth } from '@atrium/shared-ui';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import { navigateToUrl } from 'single-spa';
import ContractorRegistrationPage from './ContractorRegistrationPage';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const PORTAL = {
  slug: 'conoco-phillips',
  name: 'ConocoPhillips',
  contactDomains: ['conocophillips.com', 'cop.com'],
  contractors: [{ customerId: 11, name: 'Offshore Rigg Service AS', subContractors: [{ customerId: 12, name: 'Nordic Scaffolding AS' }] }],
};

let calls: ApiCall[];
let registerAnswer: { status: number; body: unknown };

beforeEach(() => {
  useAuth.setState({ status: 'signedOut', me: null, locale: 'en_US' });
  registerAnswer = { status: 200, body: { courses: 2 } };
  calls = fakeApi(({ url }) => (url.endsWith('/register') ? registerAnswer : { status: 200, body: PORTAL }));
});

async function fill(contactEmail: string, email = 'ola@offshorerigg.no') {
  render(<ContractorRegistrationPage portal="conoco-phillips" />);
  await screen.findByRole('heading', { name: 'ConocoPhillips contractor registration' });
  fireEvent.change(screen.getByLabelText(/E-mail of your ConocoPhillips contact person/), { target: { value: contactEmail } });
  fireEvent.change(screen.getByLabelText(/Your company/), { target: { value: '12' } });
  fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ola' } });
  fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Nordmann' } });
  fireEvent.change(screen.getByLabelText(/Your work e-mail/), { target: { value: email } });
  fireEvent.click(screen.getByLabelText('I am currently offshore'));
}

const registerCalls = () => calls.filter((call) => call.url.endsWith('/register'));

test('a contact outside the oil company shows the alert and sends nothing', async () => {
  await fill('boss@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Not a avalid ConocoPhillips contact person email address.');
  expect(registerCalls()).toEqual([]);
});

test('a free-mail address is flagged invalid and not sent', async () => {
  await fill('boss@cop.com', 'ola@hotmail.com');
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByText('Use your work e-mail address, not a free-mail address (Gmail, Hotmail, Outlook).')).toBeTruthy();
  expect(registerCalls()).toEqual([]);
});

test('registers with every field, hiding the save button while saving', async () => {
  await fill('hse@conocophillips.com');
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  expect(await screen.findByText(/You are registered/)).toBeTruthy();
  expect(registerCalls()[0]!.body).toEqual({
    locale: 'en_US',
    currentlyOffshore: true,
    contactEmail: 'hse@conocophillips.com',
    email: 'ola@offshorerigg.no',
    firstName: 'Ola',
    lastName: 'Nordmann',
    customerId: 12,
  });
});

test('shows the save button again when the server refuses', async () => {
  registerAnswer = { status: 409, body: { error: 'Conflict', message: 'contractor.registration.emailTaken' } };
  await fill('hse@conocophillips.com');
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByText('This e-mail address already has an account. Log in, or ask for a new password.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
});

test('a signed-in person goes to my page', async () => {
  signInAs();
  render(<ContractorRegistrationPage portal="conoco-phillips" />);
  await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/mypage'));
  expect(calls).toEqual([]);
});
