import { act, fireEvent, render, screen } from '@testing-library/react';
import { fakeApi, type ApiCall } from '@atrium/shared-ui/testing';
import HotworksListPage from './HotworksListPage';

const row = {
  id: 1,
  name: 'Ola Nordmann',
  customerId: 2,
  courseDate: '2026-03-10',
  certificateNumber: null,
  receivedProofOfFireDrill: false,
  fireDrillDate: null,
  comments: null,
  sentToCustomer: false,
  sentFire: true,
  completed: false,
};
let calls: ApiCall[];
const listCalls = () => calls.filter((call) => call.url.startsWith('/api/elearning/data/hotworks/list')).map((call) => call.url);

beforeEach(() => {
  jest.useFakeTimers({ now: new Date(2026, 5, 15, 12) });
  window.history.replaceState(null, '', '/hotworks');
  calls = fakeApi(({ url }) =>
    url.startsWith('/api/company') ? { status: 200, body: [{ id: 2, name: 'Nordsjø Energi AS' }] } : { status: 200, body: [row] },
  );
});

afterEach(() => jest.useRealTimers());

async function settle() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
}

test('reads the filters of the query string on open and asks the API for the same', async () => {
  window.history.replaceState(null, '', '/hotworks?completed=true&year=2025&month=3&name=ola&customerId=2');
  render(<HotworksListPage />);
  await settle();
  expect(listCalls()).toEqual(['/api/elearning/data/hotworks/list?completed=true&year=2025&month=3&name=ola&customerId=2']);
  expect((screen.getByLabelText('Completed') as HTMLInputElement).checked).toBe(true);
  expect((screen.getByLabelText('Year') as HTMLSelectElement).value).toBe('2025');
  expect((screen.getByLabelText('Month') as HTMLSelectElement).value).toBe('3');
  expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('ola');
});

test('offers the current year and the five before, and months 1 to 12', async () => {
  render(<HotworksListPage />);
  await settle();
  const years = [...(screen.getByLabelText('Year') as HTMLSelectElement).options].map((option) => option.value);
  expect(years).toEqual(['', '2026', '2025', '2024', '2023', '2022', '2021']);
  const months = [...(screen.getByLabelText('Month') as HTMLSelectElement).options].map((option) => option.value);
  expect(months).toEqual(['', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
});

test('puts a changed filter in the query string and fetches with it', async () => {
  render(<HotworksListPage />);
  await settle();
  fireEvent.click(screen.getByLabelText('Sent to fire service'));
  fireEvent.change(screen.getByLabelText('Month'), { target: { value: '12' } });
  await settle();
  expect(window.location.search).toBe('?sentFire=true&month=12');
  expect(listCalls().at(-1)).toBe('/api/elearning/data/hotworks/list?sentFire=true&month=12');
});

test('applies the name only after typing has paused for 2 seconds', async () => {
  render(<HotworksListPage />);
  await settle();
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ol' } });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1500);
  });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ola' } });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1999);
  });
  expect(listCalls()).toEqual(['/api/elearning/data/hotworks/list']);
  expect(window.location.search).toBe('');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1);
  });
  expect(listCalls()).toEqual(['/api/elearning/data/hotworks/list', '/api/elearning/data/hotworks/list?name=Ola']);
  expect(window.location.search).toBe('?name=Ola');
});

test('the clear-filters button resets every filter, the typed name and the query string', async () => {
  window.history.replaceState(null, '', '/hotworks?sentFire=true&notRegisteredFireDrill=true&year=2025&name=ola&customerId=2');
  render(<HotworksListPage />);
  await settle();
  fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  await settle();
  expect(window.location.search).toBe('');
  expect(listCalls().at(-1)).toBe('/api/elearning/data/hotworks/list');
  expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  expect((screen.getByLabelText('Sent to fire service') as HTMLInputElement).checked).toBe(false);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(3000);
  });
  expect(listCalls().at(-1)).toBe('/api/elearning/data/hotworks/list');
});
