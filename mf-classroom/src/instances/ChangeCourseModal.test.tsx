import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from '@atrium/shared-ui';
import { fakeApi, type ApiCall } from '@atrium/shared-ui/testing';
import { ChangeCourseModal } from './ChangeCourseModal';
import './messages';

const COURSES = {
  items: [{ id: 12, internalName: 'Stillas', uuid: 'u', productId: null, canPurchase: true, price: null, productCategories: [] }],
  total: 1,
  page: 1,
  pageSize: 20,
  cursors: { first: null, last: null },
};
// The moved instance as the service answers it (the contract's defaults fill the rest).
const MOVED = {
  id: 8,
  uuid: 'u8',
  courseClassroom: 12,
  startDate: null,
  endDate: null,
  parentId: null,
  happeningCount: 0,
  dayMismatch: false,
};
let calls: ApiCall[];
let moveStatus: number;

beforeEach(() => {
  moveStatus = 200;
  jest.spyOn(toast, 'success');
  jest.spyOn(toast, 'error');
  calls = fakeApi(({ method }) =>
    method === 'GET'
      ? { status: 200, body: COURSES }
      : { status: moveStatus, body: moveStatus === 200 ? MOVED : { message: 'body.courseClassroomId: unknown' } },
  );
});

afterEach(() => jest.restoreAllMocks());

async function pickStillas(onMoved: jest.Mock) {
  render(<ChangeCourseModal instanceId={8} open onClose={() => undefined} onMoved={onMoved} />);
  fireEvent.change(screen.getByLabelText('Search classroom course'), { target: { value: 'Stil' } });
  fireEvent.click(await screen.findByRole('button', { name: 'Move to 12 Stillas' }));
}

test('moves the instance to the picked course', async () => {
  const onMoved = jest.fn();
  await pickStillas(onMoved);
  await waitFor(() => expect(onMoved).toHaveBeenCalledWith(12));
  expect(toast.success).toHaveBeenCalledWith('notification.templatechange');
  expect(calls.at(-1)).toEqual({
    method: 'POST',
    url: '/api/classroom/clicourse/changeclassroomcourse/8',
    body: { courseClassroomId: 12 },
  });
});

test('a refused move shows an error toast and stays', async () => {
  moveStatus = 400;
  const onMoved = jest.fn();
  await pickStillas(onMoved);
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('instances.changeCourse.failed'));
  expect(onMoved).not.toHaveBeenCalled();
  expect(toast.success).not.toHaveBeenCalled();
});
