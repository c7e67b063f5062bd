import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { fakeApi, type Answer, type ApiCall } from '../test/fake-api';
import { makeCustomer } from '../test/fixtures';
import { signInAs, signInFor } from '../test/sign-in';
import type { UserSelectItem } from './picker-items';
import { UserPicker } from './UserPicker';

const ADA: UserSelectItem = { id: 1, uuid: '00000000-0000-4000-8000-000000000001', firstname: 'Ada', lastname: 'Admin' };
const KARI: UserSelectItem = { id: 9, uuid: '00000000-0000-4000-8000-000000000009', firstname: 'Kari', lastname: 'Nordmann' };
const NORDSJO = makeCustomer(2, 'Nordsjø Energi AS');

function Harness({
  onChange = () => undefined,
  allowNewUser = true,
}: {
  onChange?: (user: UserSelectItem | null) => void;
  allowNewUser?: boolean;
}) {
  const [value, setValue] = useState<UserSelectItem | null>(null);
  return (
    <UserPicker
      label="Person"
      value={value}
      allowNewUser={allowNewUser}
      onChange={(user) => {
        setValue(user);
        onChange(user);
      }}
    />
  );
}

let calls: ApiCall[];
let registered: Answer[];

beforeEach(() => {
  signInAs('staff');
  registered = [];
  calls = fakeApi(({ url }) => {
    if (url.startsWith('/api/company/data/customers')) return { status: 200, body: [NORDSJO] };
    if (url === '/api/users/data/users/new') return registered.shift() ?? { status: 500 };
    return { status: 404 };
  });
});

const dialog = () => screen.getByRole('dialog', { name: 'New user' });
const field = (label: string) => within(dialog()).getByLabelText(label, { exact: false });
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const posted = () => calls.filter((call) => call.method === 'POST').map((call) => call.body);

function openDialog() {
  const opener = screen.getByRole('button', { name: 'New user' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

async function fillKari() {
  fill('First name', ' Kari ');
  fill('Last name', 'Nordmann');
  fill('E-mail', 'kari@nordsjo.example');
  fireEvent.change(within(dialog()).getByRole('combobox', { name: 'Customer' }), { target: { value: 'nord' } });
  fireEvent.click(await within(dialog()).findByRole('option', { name: 'Nordsjø Energi AS' }));
}

const kariBody = { firstName: 'Kari', lastName: 'Nordmann', email: 'kari@nordsjo.example', customerId: 2 };

describe('UserPicker with a new user', () => {
  it('offers no new user unless asked to, nor to those who may not register people', () => {
    const { unmount } = render(<Harness allowNewUser={false} />);
    expect(screen.queryByRole('button', { name: 'New user' })).toBeNull();
    unmount();
    signInAs('instructor');
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'New user' })).toBeNull();
  });

  it('opens a labelled form, focused on the first name, that checks the contract rules before sending', () => {
    render(<Harness />);
    openDialog();
    expect(document.activeElement).toBe(field('First name'));
    fill('E-mail', 'kari@');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create user' }));

    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(field('First name').getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog()).getAllByText('This field is required.')).toHaveLength(3);
    expect(within(dialog()).getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(field('Phone (optional)').getAttribute('aria-invalid')).toBeNull();
    expect(posted()).toEqual([]);
  });

  it('registers the person at the customer chosen and makes them the value', async () => {
    const onChange = jest.fn();
    registered.push({ status: 200, body: { possibleDuplicate: null, user: KARI, externalDuplicate: false } });
    render(<Harness onChange={onChange} />);
    const opener = openDialog();
    await fillKari();
    fill('Phone (optional)', '  ');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create user' }));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(KARI));
    expect(posted()).toEqual([{ user: kariBody }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Person' }) as HTMLInputElement).value).toBe('Kari Nordmann'));
    expect(document.activeElement).toBe(opener);
  });

  it('shows a possible duplicate and takes that person on request', async () => {
    const onChange = jest.fn();
    registered.push({ status: 200, body: { possibleDuplicate: ADA, user: null, externalDuplicate: false } });
    registered.push({ status: 200, body: { possibleDuplicate: null, user: ADA, externalDuplicate: false } });
    render(<Harness onChange={onChange} />);
    openDialog();
    await fillKari();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create user' }));

    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      'This may be someone already registered: Ada Admin. Use that user, or create the new one anyway.',
    );
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Use this user' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(ADA));
    expect(posted()).toEqual([{ user: kariBody }, { useDuplicate: true, user: kariBody }]);
  });

  it('registers anyway on request, and forgets the duplicate once the form changes', async () => {
    const onChange = jest.fn();
    const duplicate = { status: 200, body: { possibleDuplicate: ADA, user: null, externalDuplicate: false } };
    registered.push(duplicate, duplicate);
    render(<Harness onChange={onChange} />);
    openDialog();
    await fillKari();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create user' }));
    await within(dialog()).findByRole('alert');

    fill('Last name', 'Nordmann-Hansen');
    expect(within(dialog()).queryByRole('button', { name: 'Create anyway' })).toBeNull();
    fill('Last name', 'Nordmann');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(posted()).toHaveLength(2));
    registered.push({ status: 200, body: { possibleDuplicate: null, user: KARI, externalDuplicate: false } });
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Create anyway' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(KARI));
    expect(posted()[2]).toEqual({ force: true, user: kariBody });
  });

  it('says why the service refused, at the field it named or for the whole form', async () => {
    registered.push({ status: 409, body: { error: 'Conflict', message: 'users.new.emailTaken' } });
    registered.push({
      status: 400,
      body: { error: 'Bad Request', message: 'x', fields: { 'body.user.customerId': 'users.new.customerClosed' } },
    });
    render(<Harness />);
    openDialog();
    await fillKari();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create user' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      'Someone already has this e-mail address. Use that user, or give another address.',
    );

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog()).findByText('People cannot be registered at this customer.')).toBeTruthy();
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it('lets a company admin register people only at the customer they act for', async () => {
    signInFor({ customerId: 2, customerName: 'Nordsjø Energi AS' }, 'companyadmin');
    registered.push({ status: 200, body: { possibleDuplicate: null, user: KARI, externalDuplicate: false } });
    render(<Harness />);
    openDialog();
    const customer = within(dialog()).getByRole('combobox', { name: 'Customer' }) as HTMLSelectElement;
    expect([...customer.options].map((option) => option.textContent)).toEqual(['Nordsjø Energi AS']);
    expect(customer.value).toBe('2');
    fill('First name', 'Kari');
    fill('Last name', 'Nordmann');
    fill('E-mail', 'kari@nordsjo.example');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(posted()).toEqual([{ user: kariBody }]));
    expect(calls.some((call) => call.url.startsWith('/api/company'))).toBe(false);
  });

  it('submits with Enter without submitting a form around the picker, and Escape closes it', () => {
    const outer = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={outer}>
        <Harness />
      </form>,
    );
    const opener = openDialog();
    fireEvent.submit(within(dialog()).getByLabelText('First name', { exact: false }).closest('form')!);
    expect(within(dialog()).getAllByText('This field is required.').length).toBeGreaterThan(0);
    expect(outer).not.toHaveBeenCalled();

    fireEvent.keyDown(field('Last name'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
