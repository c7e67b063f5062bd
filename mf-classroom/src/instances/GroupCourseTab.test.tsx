import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from '@atrium/shared-ui';
import { fakeApi, type ApiCall } from '@atrium/shared-ui/testing';
import { GroupCourseTab } from './GroupCourseTab';
import './messages';

// An instance as the service answers it (the contract's defaults fill the rest).
const INSTANCE = {
  id: 10,
  uuid: 'u10',
  courseClassroom: 1,
  startDate: null,
  endDate: null,
  parentId: 8,
  happeningCount: 0,
  dayMismatch: false,
};
let calls: ApiCall[];
let addStatus: number;

beforeEach(() => {
  addStatus = 200;
  jest.spyOn(toast, 'error');
  calls = fakeApi(({ method, url }) => {
    if (url.endsWith('/8/children'))
      return {
        status: 200,
        body: [{ id: 9, courseClassroom: 1, internalName: 'Stillas', startDate: '2030-01-01', endDate: '2030-01-02', status: 1 }],
      };
    if (url.endsWith('/clicourses/404')) return { status: 404, body: { message: 'Course instance not found' } };
    if (method === 'GET') return { status: 200, body: INSTANCE };
    return { status: addStatus, body: addStatus === 200 ? INSTANCE : { message: 'failed' } };
  });
});

afterEach(() => jest.restoreAllMocks());

async function add(id: string) {
  render(<GroupCourseTab instanceId={8} />);
  await screen.findByTestId('group-children');
  fireEvent.change(screen.getByLabelText('Instance id to add'), { target: { value: id } });
  fireEvent.click(screen.getByRole('button', { name: 'Add to group course' }));
}

test('an unknown id shows the not-found state and adds nothing', async () => {
  await add('404');
  expect(await screen.findByText('No instance with that id was found')).toBeTruthy();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
});

test('an id that is not a number is not found either, without asking the service', async () => {
  await add('abc');
  expect(await screen.findByText('No instance with that id was found')).toBeTruthy();
  expect(calls.map((call) => call.url)).toEqual(['/api/classroom/clicourse/8/children']);
});

test('an instance already in the group, or the group course itself, is ignored', async () => {
  await add('9');
  await waitFor(() => expect((screen.getByLabelText('Instance id to add') as HTMLInputElement).value).toBe(''));
  fireEvent.change(screen.getByLabelText('Instance id to add'), { target: { value: '8' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add to group course' }));
  await waitFor(() => expect((screen.getByLabelText('Instance id to add') as HTMLInputElement).value).toBe(''));
  expect(calls.map((call) => call.url)).toEqual(['/api/classroom/clicourse/8/children']);
  expect(screen.queryByText('No instance with that id was found')).toBeNull();
});

test('adds a known instance to the group course', async () => {
  await add('10');
  await waitFor(() =>
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/classroom/clicourse/10/addParentCourse',
      body: { parentId: 8 },
    }),
  );
  await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/children'))).toHaveLength(2));
});

test('a failed add shows an error toast', async () => {
  addStatus = 500;
  await add('10');
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('instances.group.addFailed'));
  expect((screen.getByLabelText('Instance id to add') as HTMLInputElement).value).toBe('10');
});
