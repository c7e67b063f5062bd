import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { areaRoutesSchema, useRouteRegistry } from '@atrium/shared-ui';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import routes from '../routes.json';
import CourseProgramsPage from './CourseProgramsPage';

const STARTER = {
  id: 2,
  title: 'Offshore starter',
  enrolled: 1,
  courses: [
    { courseType: 'CLASSROOM', courseId: 7, name: 'First aid' },
    { courseType: 'ELEARNING', courseId: 8, name: 'Fire safety' },
  ],
};
const CHOICES = { classroomCourses: [{ id: 7, name: 'First aid' }], ecourses: [{ id: 8, name: 'Fire safety' }] };
let calls: ApiCall[];

beforeEach(() => {
  useRouteRegistry.getState().setAreaRoutes('reports', areaRoutesSchema.parse(routes));
  calls = fakeApi(({ method, url }) =>
    method === 'POST'
      ? { status: 201, body: { ...STARTER, id: 3, title: 'Crane basics', enrolled: 0 } }
      : { status: 200, body: url.endsWith('/choices') ? CHOICES : [STARTER] },
  );
});

test('lists the programmes and creates one of the courses ticked, in the order ticked', async () => {
  signInAs('staff');
  render(<CourseProgramsPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Course programmes' })).toBeTruthy();
  expect(await screen.findByText('Offshore starter')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'New course programme' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Choose at least one course.')).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Crane basics' } });
  fireEvent.click(await screen.findByLabelText('Fire safety'));
  fireEvent.click(screen.getByLabelText('First aid'));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
  const post = calls.find((call) => call.method === 'POST')!;
  expect(post).toMatchObject({
    url: '/api/reports/data/courseprograms',
    body: {
      title: 'Crane basics',
      courses: [
        { courseType: 'ELEARNING', courseId: 8 },
        { courseType: 'CLASSROOM', courseId: 7 },
      ],
    },
  });
  expect(post.idempotencyKey).toBeTruthy();
});

test('offers a company admin no access', () => {
  signInAs('companyadmin');
  render(<CourseProgramsPage />);
  expect(calls).toHaveLength(0);
});
