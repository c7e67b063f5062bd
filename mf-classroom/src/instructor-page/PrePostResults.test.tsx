import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ApiCall, fakeApi, signInFor } from '@atrium/shared-ui/testing';
import type { InstructorCourse } from '@atrium/classroom-contract';
import { PrePostResults } from './PrePostResults';
import '../classroom-management/messages';
import './messages';

const COURSE = {
  details: { instanceId: 7, prePostTestScore: { preScore: 20, postScore: 0, instanceHasPreScore: true, instanceHasPostScore: false } },
  participants: [{ license: { id: 31, pretest: 12, posttest: null }, user: { id: 3, name: 'Carl Company' } }],
} as unknown as InstructorCourse;
let calls: ApiCall[];

beforeEach(() => {
  jest.useFakeTimers();
  signInFor({ customerId: 1, customerName: 'Atrium Kurs AS' }, 'instructor');
  calls = fakeApi(() => ({ status: 204 }));
});

afterEach(() => jest.useRealTimers());

test('document 002 §4/§5: empty results go as null, an empty score as 0, and the saved icon shows for 1 second', async () => {
  render(<PrePostResults course={COURSE} reload={() => undefined} />);
  fireEvent.click(screen.getByRole('button', { name: 'Results' }));
  fireEvent.change(screen.getByLabelText('Pre-test of Carl Company'), { target: { value: '' } });
  fireEvent.change(screen.getByLabelText('Post-test of Carl Company'), { target: { value: '17' } });
  fireEvent.change(screen.getByLabelText('Pre-test score of the course'), { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByTestId('results-saved-icon')).toBeTruthy();
  expect(calls.map((call) => call.body)).toEqual([
    { participants: [{ id: 31, pretest: null, posttest: 17 }] },
    { cliCourseId: 7, preScore: 0, postScore: 0 },
  ]);
  act(() => jest.advanceTimersByTime(999));
  expect(screen.getByTestId('results-saved-icon')).toBeTruthy();
  act(() => jest.advanceTimersByTime(1));
  await waitFor(() => expect(screen.queryByTestId('results-saved-icon')).toBeNull());
});
