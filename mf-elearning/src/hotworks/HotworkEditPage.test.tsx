import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ApiCall, fakeApi, makeCustomer } from '@atrium/shared-ui/testing';
import HotworkEditPage from './HotworkEditPage';

const record = {
  id: 5,
  name: 'Kari Nordmann',
  customerId: 2,
  courseDate: '2026-02-05',
  certificateNumber: null,
  receivedProofOfFireDrill: false,
  fireDrillDate: null,
  comments: null,
  sentToCustomer: false,
  sentFire: true,
  completed: false,
};
let calls: ApiCall[];
let finishSave: (answer: { status: number; body?: unknown }) => void;

beforeEach(() => {
  window.alert = jest.fn();
  calls = fakeApi(({ method, url, body }) => {
    if (url.startsWith('/api/company')) return { status: 200, body: [makeCustomer(2, 'Nordsjø Energi AS')] };
    if (method === 'PUT')
      return new Promise(
        (resolve) =>
          (finishSave = (answer) => resolve(answer.status === 200 ? { status: 200, body: { ...record, ...(body as object) } } : answer)),
      );
    return { status: 200, body: record };
  });
});

async function fillAndSave() {
  render(<HotworkEditPage id={5} />);
  fireEvent.change(await screen.findByLabelText('Certificate number'), { target: { value: ' HW-9 ' } });
  fireEvent.click(screen.getByLabelText('Proof of fire drill received'));
  const drill = screen.getByLabelText(/Fire drill date/);
  fireEvent.change(drill, { target: { value: '07.02.2026' } });
  fireEvent.blur(drill);
  fireEvent.change(screen.getByLabelText('Comments'), { target: { value: 'Drill done' } });
  fireEvent.click(screen.getByLabelText('Sent to customer'));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

test('sends the administrator fields, hides the save button while saving and shows it again after success', async () => {
  await fillAndSave();
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  expect(calls.at(-1)).toEqual({
    method: 'PUT',
    url: '/api/elearning/data/hotworks/5',
    body: {
      id: 5,
      certificateNumber: 'HW-9',
      receivedProofOfFireDrill: true,
      fireDrillDate: '2026-02-07',
      comments: 'Drill done',
      sentToCustomer: true,
    },
  });
  finishSave({ status: 200 });
  expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
  expect(window.alert).not.toHaveBeenCalled();
});

test('alerts ERROR when the save fails, and shows the save button again', async () => {
  await fillAndSave();
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  finishSave({ status: 500, body: { error: 'Internal Server Error', message: 'Internal error' } });
  await waitFor(() => expect(window.alert).toHaveBeenCalledWith('ERROR'));
  expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
  expect((screen.getByLabelText('Certificate number') as HTMLInputElement).value).toBe(' HW-9 ');
});

test('shows who and what the record is for', async () => {
  render(<HotworkEditPage id={5} />);
  const summary = await screen.findByTestId('hotwork-summary');
  await waitFor(() => expect(summary.textContent).toContain('Nordsjø Energi AS'));
  expect(summary.textContent).toContain('05.02.2026');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hot works: Kari Nordmann');
});
