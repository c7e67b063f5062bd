import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { areaRoutesSchema, useRouteRegistry } from '@atrium/shared-ui';
import { fakeApi, signInAs } from '@atrium/shared-ui/testing';
import routes from '../routes.json';
import CoursePlaceListPage from './CoursePlaceListPage';

const PAGE = {
  items: [
    {
      id: 3,
      name: 'Atrium Kurssenter Oslo',
      abbreviation: 'OSL',
      city: 'OSLO',
      openCourses: true,
      webinar: false,
      total: 4,
      confirmed: 3,
      unconfirmed: 1,
      rating: { value: 4.5, count: 2 },
    },
  ],
  total: 1,
  counts: { total: 4, confirmed: 3, unconfirmed: 1 },
  page: 1,
  pageSize: 50,
};

// The grid renders slowly in jsdom on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => {
  signInAs('staff');
  useRouteRegistry.getState().setAreaRoutes('classroom', areaRoutesSchema.parse(routes));
});

test('a failed load offers a retry, which loads the list and its counts (document 003 §8)', async () => {
  let failing = true;
  const calls = fakeApi(() =>
    failing ? { status: 500, body: { error: 'Internal Server Error', message: 'x' } } : { status: 200, body: PAGE },
  );
  render(<CoursePlaceListPage />);
  const retry = await screen.findByRole('button', { name: 'Try again' });
  failing = false;
  fireEvent.click(retry);
  expect(await screen.findByText('Courses: 4 in total, 3 confirmed, 1 unconfirmed')).toBeTruthy();
  expect(calls.at(-1)?.url).toBe('/api/classroom/data/course-places?openCoursesOnly=false&page=1&pageSize=50');
});

test('the open-courses toggle asks the server for open places only', async () => {
  const calls = fakeApi(() => ({ status: 200, body: PAGE }));
  render(<CoursePlaceListPage />);
  fireEvent.click(await screen.findByLabelText('Open courses only'));
  await waitFor(() => expect(calls.at(-1)?.url).toContain('openCoursesOnly=true'));
  expect(screen.getByRole('link', { name: 'New venue' }).getAttribute('href')).toBe('/course-place-registration');
});
