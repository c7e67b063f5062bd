import { act, fireEvent, render, screen } from '@testing-library/react';
import { areaRoutesSchema, useRouteRegistry } from '@atrium/shared-ui';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import routes from '../routes.json';
import OrderTickerPage from './OrderTickerPage';
import { today } from './ticker-range';

let calls: ApiCall[];

beforeEach(() => {
  useRouteRegistry.getState().setAreaRoutes('reports', areaRoutesSchema.parse(routes));
  signInAs('staff');
  calls = fakeApi(() => ({
    status: 200,
    body: {
      currencyIsoCode: 'NOK',
      total: 549000,
      elearningTotal: 99000,
      classroomTotal: 450000,
      orders: [
        {
          orderId: 7,
          purchaseId: 12,
          placed: '2026-03-02T09:00:00.000Z',
          netPriceInCents: 450000,
          courseType: 'CLASSROOM',
          title: 'First aid',
        },
        {
          orderId: 6,
          purchaseId: 11,
          placed: '2026-03-02T08:00:00.000Z',
          netPriceInCents: 99000,
          courseType: 'ECOURSE',
          title: 'Working at heights',
        },
      ],
    },
  }));
});

afterEach(() => jest.useRealTimers());

test('shows today’s orders with the totals split by course type, refreshing every minute', async () => {
  jest.useFakeTimers();
  render(<OrderTickerPage />);
  expect(await screen.findByText('First aid')).toBeTruthy();
  expect(screen.getByText('Working at heights')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'History of order 7' }).getAttribute('href')).toBe('/sales/order/7/history');
  const totalOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s/g, ' ');
  expect([totalOf('Total'), totalOf('E-learning'), totalOf('Classroom')]).toEqual(['NOK 5,490.00', 'NOK 990.00', 'NOK 4,500.00']);
  expect(screen.getByText('Live: refreshed every minute.')).toBeTruthy();
  const day = today();
  const url = `/api/reports/data/order/orderticker/${day}/${day}`;
  expect(calls.map((call) => call.url)).toEqual([url]);
  await act(async () => {
    jest.advanceTimersByTime(60_000);
  });
  expect(calls.map((call) => call.url)).toEqual([url, url]);
});

test('does not refresh a past range, and shows the date errors without asking the server', async () => {
  jest.useFakeTimers();
  render(<OrderTickerPage />);
  await screen.findByText('First aid');
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '01.01.2026' } });
  fireEvent.blur(screen.getByLabelText('From'));
  expect(await screen.findByText('Choose at most 31 days.')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '15.01.2026' } });
  fireEvent.blur(screen.getByLabelText('To'));
  await screen.findByText('First aid');
  expect(screen.queryByText('Live: refreshed every minute.')).toBeNull();
  const asked = calls.length;
  await act(async () => {
    jest.advanceTimersByTime(120_000);
  });
  expect(calls.length).toBe(asked);
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '20.01.2026' } });
  fireEvent.blur(screen.getByLabelText('From'));
  expect(await screen.findByText('The start date is after the end date.')).toBeTruthy();
});
