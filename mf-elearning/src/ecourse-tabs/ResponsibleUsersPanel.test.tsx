import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import { ResponsibleUsersPanel } from './ResponsibleUsersPanel';
import { renderTab, TEST_COURSE } from './TabTestSupport';

const USERS = [
  { id: 1, name: 'Ada Admin' },
  { id: 2, name: 'Stian Staff' },
];

let calls: ApiCall[];

beforeEach(() => {
  calls = fakeApi(({ method }) => ({ status: 200, body: method === 'PUT' ? { ...TEST_COURSE, courseResponsible: 2 } : USERS }));
});

test('platform admins choose both responsible users from the list and save them; the editor reloads the course', async () => {
  signInAs('atrium');
  const onCourseChanged = jest.fn();
  renderTab(ResponsibleUsersPanel, { ...TEST_COURSE, subjectResponsible: 1 }, onCourseChanged);
  fireEvent.change(await screen.findByLabelText('Course responsible'), { target: { value: '2' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save responsible users' }));
  expect(await screen.findByText('The responsible users were saved')).toBeTruthy();
  expect(calls.at(-1)).toEqual({
    method: 'PUT',
    url: '/api/elearning/data/ecourses/7/responsibleUsers',
    body: { courseResponsible: 2, subjectResponsible: 1 },
  });
  await waitFor(() => expect(onCourseChanged).toHaveBeenCalled());
});

test('course staff see who is responsible but cannot change it', async () => {
  signInAs('staff');
  renderTab(ResponsibleUsersPanel, { ...TEST_COURSE, courseResponsible: 9 });
  const course = (await screen.findByLabelText('Course responsible')) as HTMLSelectElement;
  expect(course.disabled).toBe(true);
  expect(course.selectedOptions[0]?.textContent).toBe('User 9');
  expect(screen.queryByRole('button', { name: 'Save responsible users' })).toBeNull();
});
