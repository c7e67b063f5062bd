import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ApiCall, fakeApi, signInFor } from '@atrium/shared-ui/testing';
import type { ManagedParticipant, WaitingListEntry } from '@atrium/classroom-contract';
import { ParticipantEditDialog } from './ParticipantEditDialog';
import './messages';

const ADA = {
  id: 31,
  userId: 1,
  name: 'Ada Admin',
  customerId: 2,
  customerName: 'Nordsjø Energi AS',
  status: 'signed',
  pretest: null,
  posttest: null,
} as ManagedParticipant;
let calls: ApiCall[];
let answer: { status: number; body: unknown };

beforeEach(() => {
  signInFor({ customerId: 1, customerName: 'Atrium Kurs AS' }, 'staff');
  answer = { status: 204, body: null };
  calls = fakeApi(() => answer);
});

test('document 002 §2: staff set a participant’s status and results; the call names the participant and keeps the customer', async () => {
  const onSaved = jest.fn();
  render(
    <ParticipantEditDialog instanceId={12} target={{ kind: 'participant', participant: ADA }} onClose={jest.fn()} onSaved={onSaved} />,
  );
  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'approved' } });
  fireEvent.change(screen.getByLabelText('Pre-test'), { target: { value: '8.5' } });
  expect(screen.getByText('A result is a whole number of points')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Pre-test'), { target: { value: '8' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(calls[0]!.url).toContain('/data/classroom-management/12/editParticipants');
  expect(calls[0]!.body).toEqual({
    participants: [{ userUpdate: { type: 'participant', id: 31, status: 'approved', pretest: 8, posttest: null }, customerId: 2 }],
  });
});

test('a waiting-list entry changes only its customer, and the server’s refusal shows at the customer field', async () => {
  answer = {
    status: 400,
    body: {
      message: 'body.participants.0.customerId: classroom-management.invalid.notMember',
      fields: { 'body.participants.0.customerId': 'classroom-management.invalid.notMember' },
    },
  };
  const entry = { id: 5, userId: 4, name: 'Dina Dahl', customerId: 3, customerName: 'Svensk Bygg AB' } as WaitingListEntry;
  const onSaved = jest.fn();
  render(<ParticipantEditDialog instanceId={12} target={{ kind: 'waitingList', entry }} onClose={jest.fn()} onSaved={onSaved} />);
  expect(screen.queryByLabelText('Status')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The person does not belong to this customer')).toBeTruthy();
  expect(calls[0]!.body).toEqual({ participants: [{ userUpdate: { type: 'waitingList', id: 5 }, customerId: 3 }] });
  expect(onSaved).not.toHaveBeenCalled();
});
