import { act, fireEvent, render, screen } from '@testing-library/react';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import '../messages';
import { QuoteCodesEditor } from './QuoteCodesEditor';

let calls: ApiCall[];
const checks = () =>
  calls
    .filter((call) => call.url.includes('/quoteCodes/validate'))
    .map((call) => new URL(call.url, 'http://localhost').searchParams.get('code'));

beforeEach(() => {
  jest.useFakeTimers();
  signInAs('atrium');
  calls = fakeApi(({ url }) =>
    url.includes('/validate') ? { status: 200, body: { exists: url.includes('code=TAKEN') } } : { status: 200, body: [] },
  );
});

afterEach(() => jest.useRealTimers());

async function firstCodeField(): Promise<HTMLElement> {
  render(<QuoteCodesEditor courseId={5} productId="P-1" />);
  await act(() => jest.advanceTimersByTimeAsync(0));
  return screen.getAllByLabelText(/^Quote code/)[0]!;
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

test('asks the service 250 ms after the last keystroke, not before', async () => {
  const field = await firstCodeField();
  type(field, 'K');
  await wait(200);
  type(field, 'KURS');
  await wait(249);
  expect(checks()).toEqual([]);
  await wait(1);
  expect(checks()).toEqual(['KURS']);
  expect(calls.find((call) => call.url.includes('/validate'))?.url).toContain('classroomCourseId=5');
});

test('shows a code another course has, and an emptied code counts as not existing', async () => {
  const field = await firstCodeField();
  type(field, 'TAKEN');
  await wait(250);
  expect(screen.getByText('Another course has this quote code')).toBeTruthy();
  type(field, '');
  await wait(250);
  expect(screen.queryByText('Another course has this quote code')).toBeNull();
  expect(checks()).toEqual(['TAKEN']);
});
