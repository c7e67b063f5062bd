import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { type ApiCall, fakeApi, signInFor } from '@atrium/shared-ui/testing';
import AddUserPage from './AddUserPage';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const kari = { id: 41, uuid: '00000000-0000-4000-8000-000000000041', firstname: 'Kari', lastname: 'Nordmann' };
let calls: ApiCall[];

beforeEach(() => {
  jest.mocked(navigateToUrl).mockClear();
  signInFor({ customerId: 2, customerName: 'Nordsjø Energi AS' }, 'companyadmin');
  calls = fakeApi((call) => {
    const { useDuplicate } = call.body as { useDuplicate?: boolean };
    if (useDuplicate) return { status: 200, body: { possibleDuplicate: null, user: kari, externalDuplicate: false } };
    return { status: 200, body: { possibleDuplicate: kari, user: null, externalDuplicate: false } };
  });
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

test('registers the person at the company the admin acts for; a possible duplicate is offered first', async () => {
  render(<AddUserPage />);
  expect(screen.getByText(/registered at Nordsjø Energi AS/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
  expect(screen.getAllByText('This field is required.')).toHaveLength(3);
  expect(calls).toHaveLength(0);

  fill('First name', 'Kari');
  fill('Last name', 'Nordmann');
  fill('E-mail', 'kari@nordsjo.example');
  fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
  await screen.findByText(/This may be someone already registered: Kari Nordmann/);
  expect(calls[0]!.body).toEqual({
    user: { firstName: 'Kari', lastName: 'Nordmann', email: 'kari@nordsjo.example', customerId: 2 },
  });

  fireEvent.click(screen.getByRole('button', { name: 'Use this user' }));
  await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/my-company/users/41'));
  expect(calls[1]!.body).toMatchObject({ useDuplicate: true });
});
