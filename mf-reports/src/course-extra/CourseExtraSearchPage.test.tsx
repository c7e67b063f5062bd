import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { areaRoutesSchema, useRouteRegistry } from '@atrium/shared-ui';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import routes from '../routes.json';
import CourseExtraSearchPage from './CourseExtraSearchPage';

const HIT = {
  id: 3,
  extraId: 1,
  code: 'HOTEL',
  name: 'Hotel night',
  kind: 'ACCOMMODATION',
  quantity: 2,
  unitNetPrice: 149000,
  netPrice: 298000,
  currency: 'NOK',
  orderId: 41,
  purchaseId: 77,
  placed: '2026-06-15T10:05:00Z',
  customerId: 2,
  customer: 'Nordsjø Energi AS',
  courseTitle: 'First aid (2026-09-01)',
  yourReference: 'PO-7',
  invoiceNumber: null,
};

let calls: ApiCall[];

beforeEach(() => {
  // The confirmation page is the company area's.
  useRouteRegistry.getState().setAreaRoutes('company', [{ name: 'confirmation', pattern: '/confirmation/:orderId' }]);
  useRouteRegistry.getState().setAreaRoutes('reports', areaRoutesSchema.parse(routes));
  signInAs('staff');
  calls = fakeApi(() => ({
    status: 200,
    body: { total: 1, hits: [HIT], totals: [{ currency: 'NOK', quantity: 2, netPrice: 298000 }] },
  }));
});

test('lists the extras sold with the sums of every hit, and searches on the server as the query changes', async () => {
  render(<CourseExtraSearchPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Course extras sold' })).toBeTruthy();
  expect(await screen.findByText(/1 extra sold · 2 pcs, NOK.2,980.00/)).toBeTruthy();
  expect(calls[0]!.url).toBe('/api/reports/data/course-extra/v1/search?offset=0&limit=50');
  expect(await screen.findByText('Hotel night')).toBeTruthy();
  expect(screen.getByText('Not invoiced')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Open order 41' }).getAttribute('href')).toBe('/confirmation/41');

  fireEvent.change(screen.getByLabelText('Kind of extra'), { target: { value: 'ACCOMMODATION' } });
  fireEvent.change(screen.getByLabelText(/Search extras/), { target: { value: 'hotel' } });
  await waitFor(() =>
    expect(calls.map((call) => call.url)).toContain(
      '/api/reports/data/course-extra/v1/search?q=hotel&kind=ACCOMMODATION&offset=0&limit=50',
    ),
  );
});
