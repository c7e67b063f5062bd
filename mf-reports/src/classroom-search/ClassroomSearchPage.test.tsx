import { fireEvent, render, screen } from '@testing-library/react';
import { areaRoutesSchema, useRouteRegistry } from '@atrium/shared-ui';
import { signInAs } from '@atrium/shared-ui/testing';
import { navigateToUrl } from 'single-spa';
import routes from '../routes.json';
import ClassroomSearchPage from './ClassroomSearchPage';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

beforeEach(() => {
  useRouteRegistry.getState().setAreaRoutes('reports', areaRoutesSchema.parse(routes));
  jest.spyOn(window, 'open').mockImplementation(() => null);
});

test('runs the chosen report in a new window with its parameters in the query string', () => {
  signInAs('staff');
  render(<ClassroomSearchPage />);
  fireEvent.change(screen.getByLabelText('Report type'), { target: { value: 'COURSE_TURNOVER' } });
  fireEvent.change(screen.getByLabelText('From date'), { target: { value: '01.03.2026' } });
  fireEvent.blur(screen.getByLabelText('From date'));
  fireEvent.change(screen.getByLabelText('To date'), { target: { value: '31.03.2026' } });
  fireEvent.blur(screen.getByLabelText('To date'));
  fireEvent.click(screen.getByLabelText('Only open courses'));
  fireEvent.change(screen.getByLabelText(/Product categories/), { target: { value: 'Brann' } });
  fireEvent.click(screen.getByRole('button', { name: 'Run the search (opens a new window)' }));
  expect(window.open).toHaveBeenCalledWith(
    '/classroom-search/COURSE_TURNOVER?fromDate=2026-03-01&toDate=2026-03-31&onlyOpenCourses=true&productCategories=Brann',
    '_blank',
  );
});

test('the course plan asks for a period and a year; "Reports" leads to the classroom report download', () => {
  signInAs('staff');
  render(<ClassroomSearchPage />);
  fireEvent.change(screen.getByLabelText('Report type'), { target: { value: 'COURSE_PLAN' } });
  expect(screen.getByLabelText('Period')).toBeTruthy();
  expect(screen.queryByLabelText('From date')).toBeNull();
  fireEvent.change(screen.getByLabelText('Report type'), { target: { value: 'REPORTS' } });
  expect(navigateToUrl).toHaveBeenCalledWith('/reports-classroom');
});

test('people without a course staff role get the no-access page', () => {
  signInAs('companyadmin');
  render(<ClassroomSearchPage />);
  expect(screen.queryByLabelText('Report type')).toBeNull();
});
