import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { areaRoutesSchema, useRouteRegistry } from '@atrium/shared-ui';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import routes from '../routes.json';
import ClassroomSearchResultsPage from './ClassroomSearchResultsPage';

let calls: ApiCall[];
let rowCount = 0;

beforeEach(() => {
  rowCount = 0;
  signInAs('staff');
  useRouteRegistry.getState().setAreaRoutes('reports', areaRoutesSchema.parse(routes));
  window.history.pushState({}, '', '/classroom-search/COURSE_TURNOVER?fromDate=2026-03-01&toDate=2026-03-31&onlyOpenCourses=true');
  calls = fakeApi(() => ({
    status: 200,
    body: {
      currency: 'NOK',
      weeks: [{ year: 2026, week: 10, netTurnover: 1350000, previousYear: 800000 }],
      total: 1350000,
      previousYearTotal: 800000,
      page: 1,
      pageSize: 50,
      rowCount,
      rows: [],
    },
  }));
});

test('posts the query string’s parameters and shows the turnover per week beside a year earlier', async () => {
  render(<ClassroomSearchResultsPage type="COURSE_TURNOVER" />);
  expect(await screen.findByText('2026, week 10')).toBeTruthy();
  expect(calls[0]).toMatchObject({
    method: 'POST',
    url: '/api/reports/data/classroom-search/COURSE_TURNOVER',
    body: { fromDate: '2026-03-01', toDate: '2026-03-31', onlyOpenCourses: 'true', page: 1 },
  });
  expect(screen.getByTestId('turnover-total').textContent).toMatch(/NOK.13,500.00/);
  expect(screen.getByRole('heading', { level: 1, name: 'Course turnover' })).toBeTruthy();
});

test('asks the server for the next page of the rows; the totals stay those of every row', async () => {
  rowCount = 120;
  render(<ClassroomSearchResultsPage type="COURSE_TURNOVER" />);
  expect(await screen.findByText('Showing 1–50 of 120. The Excel and CSV files hold every row.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls[1]!.body).toMatchObject({ fromDate: '2026-03-01', page: 2 });
});

test('a full course plan cell links to the course list of that course and month for the instances it leaves out', async () => {
  window.history.pushState({}, '', '/classroom-search/COURSE_PLAN?period=SPRING&year=2026&onlyOpenCourses=true');
  const instances = Array.from({ length: 31 }, (_, i) => ({ instanceId: 100 + i, day: 1 + Math.floor(i / 4), place: 'OSL' }));
  fakeApi(() => ({
    status: 200,
    body: {
      page: 1,
      pageSize: 50,
      courseCount: 1,
      months: [1, 2, 3, 4, 5, 6],
      places: [{ id: 1, abbreviation: 'OSL', name: 'Oslo' }],
      items: [
        {
          courseId: 7,
          title: 'Daily drill',
          months: [1, 2, 3, 4, 5, 6].map((month) =>
            month === 2 ? { month, instanceCount: 100, instances } : { month, instanceCount: 0, instances: [] },
          ),
        },
      ],
    },
  }));
  render(<ClassroomSearchResultsPage type="COURSE_PLAN" />);
  const more = await screen.findByRole('link', { name: '+ 69 more' });
  expect(more.getAttribute('href')).toBe(
    '/classroom-search/COURSE_LIST?fromDate=2026-02-01&toDate=2026-02-28&courseId=7&onlyOpenCourses=true',
  );
  expect(more.getAttribute('target')).toBe('_blank');
});
