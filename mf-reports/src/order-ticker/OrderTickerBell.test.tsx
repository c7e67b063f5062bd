import { act, fireEvent, render, screen } from '@testing-library/react';
import { areaRoutesSchema, useRouteRegistry } from '@atrium/shared-ui';
import { fakeApi, signInAs } from '@atrium/shared-ui/testing';
import routes from '../routes.json';
import OrderTickerPage from './OrderTickerPage';
import { ringBell } from './bell';

jest.mock('./bell', () => ({ ringBell: jest.fn() }));

const row = (purchaseId: number, netPriceInCents: number, title: string) => ({
  orderId: purchaseId,
  purchaseId,
  placed: '2026-03-02T09:00:00.000Z',
  netPriceInCents,
  courseType: 'CLASSROOM',
  title,
});
let orders: ReturnType<typeof row>[];

beforeEach(() => {
  useRouteRegistry.getState().setAreaRoutes('reports', areaRoutesSchema.parse(routes));
  jest.useFakeTimers();
  (ringBell as jest.Mock).mockClear();
  signInAs('staff');
  orders = [row(1, 900000, 'Old big order')];
  fakeApi(() => ({ status: 200, body: { currencyIsoCode: 'NOK', total: 0, elearningTotal: 0, classroomTotal: 0, orders } }));
});

afterEach(() => jest.useRealTimers());

const nextMinute = () =>
  act(async () => {
    jest.advanceTimersByTime(60_000);
  });

test('in screen display mode the bell rings for a new order of at least 5000, not for smaller or earlier ones', async () => {
  render(<OrderTickerPage />);
  await screen.findByText('Old big order');
  fireEvent.click(screen.getByLabelText(/Screen display mode/));
  orders = [row(2, 499999, 'Small order'), ...orders];
  await nextMinute();
  await screen.findByText('Small order');
  expect(ringBell).not.toHaveBeenCalled();
  orders = [row(3, 500000, 'First aid'), ...orders];
  await nextMinute();
  expect(await screen.findByText('New order: First aid, NOK 5,000.00')).toBeTruthy();
  expect(ringBell).toHaveBeenCalledTimes(1);
});

test('without screen display mode it stays silent', async () => {
  render(<OrderTickerPage />);
  await screen.findByText('Old big order');
  orders = [row(4, 800000, 'Big order'), ...orders];
  await nextMinute();
  await screen.findByText('Big order');
  expect(ringBell).not.toHaveBeenCalled();
});
