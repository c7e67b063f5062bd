import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { areaRoutesSchema, toast, useRouteRegistry } from '@atrium/shared-ui';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import routes from '../routes.json';
import CourseExtraCataloguePage from './CourseExtraCataloguePage';

const LUNCH = {
  extraId: 1,
  code: 'LUNCH',
  name: 'Lunch',
  kind: 'MEAL',
  active: true,
  prices: [
    { currency: 'NOK', unitNetPrice: 25000 },
    { currency: 'SEK', unitNetPrice: 26000 },
  ],
};

let calls: ApiCall[];

beforeEach(() => {
  useRouteRegistry.getState().setAreaRoutes('reports', areaRoutesSchema.parse(routes));
  jest.spyOn(toast, 'success');
  calls = fakeApi(({ method, body }) =>
    method === 'GET'
      ? { status: 200, body: [LUNCH] }
      : { status: method === 'POST' ? 201 : 200, body: { ...LUNCH, ...(body as object), extraId: 2 } },
  );
});

test('lists the extras with their prices, and creates one with a price typed in currency units', async () => {
  signInAs('staff');
  render(<CourseExtraCataloguePage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Course extras on offer' })).toBeTruthy();
  expect(await screen.findByText('Lunch')).toBeTruthy();
  expect(screen.getByText('On offer')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'New extra' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect((await screen.findAllByText('This field is required.')).length).toBe(2);
  fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: 'HOTEL' } });
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Hotel night' } });
  fireEvent.change(screen.getByLabelText('Kind of extra'), { target: { value: 'ACCOMMODATION' } });
  fireEvent.change(screen.getByLabelText(/Price in NOK/), { target: { value: '1490,50' } });
  fireEvent.change(screen.getByLabelText(/Price in EUR/), { target: { value: 'abc' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Enter an amount such as 250 or 250.50.')).toBeTruthy();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  fireEvent.change(screen.getByLabelText(/Price in EUR/), { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('courseExtra.admin.saved', { name: 'Hotel night' }));
  const post = calls.find((call) => call.method === 'POST')!;
  expect(post.url).toBe('/api/reports/data/course-extra/v1/extras');
  expect(post.body).toEqual({
    code: 'HOTEL',
    name: 'Hotel night',
    kind: 'ACCOMMODATION',
    active: true,
    prices: [{ currency: 'NOK', unitNetPrice: 149050 }],
  });
});

test('changes an extra: withdrawn, its prices as typed', async () => {
  signInAs('staff');
  render(<CourseExtraCataloguePage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Change Lunch' }));
  expect((screen.getByLabelText(/Price in SEK/) as HTMLInputElement).value).toBe('260.00');
  fireEvent.click(screen.getByLabelText('On offer at checkout'));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
  expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
    url: '/api/reports/data/course-extra/v1/extras/1',
    body: {
      code: 'LUNCH',
      active: false,
      prices: [
        { currency: 'NOK', unitNetPrice: 25000 },
        { currency: 'SEK', unitNetPrice: 26000 },
      ],
    },
  });
});

test('a company admin gets the no-access page', () => {
  signInAs('companyadmin');
  render(<CourseExtraCataloguePage />);
  expect(calls).toEqual([]);
  expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
});
