import { ToastHost } from '@atrium/shared-ui';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CoursePackageTab } from './CoursePackageTab';
import { packageSummary, storeAnswer } from './package-test-api';
import type { CurrentPackage } from './package-choice';

const BY_STATUS = '/api/elearning/data/ecourses/xapi/coursecontent/status/';
let calls: ApiCall[];
let listed: number;

beforeEach(() => {
  signInAs('atrium');
  listed = 20;
  calls = fakeApi((call) => {
    if (call.method === 'POST') return { status: 200, body: { ok: true } };
    const status = call.url.startsWith(BY_STATUS) ? call.url.slice(BY_STATUS.length).split('/')[0] : undefined;
    if (status === 'development' || status === 'published') {
      return { status: 200, body: Array.from({ length: listed }, (_, index) => packageSummary(100 + index, status)) };
    }
    return storeAnswer(call) ?? { status: 200, body: [] };
  });
});

function renderTab(current: CurrentPackage | null = null, onChanged = jest.fn()) {
  render(
    <>
      <CoursePackageTab ecourseId={7} current={current} hasEpkg={false} onChanged={onChanged} />
      <ToastHost />
    </>,
  );
  return screen.findByRole('region', { name: 'Packages by status' });
}

const statusCalls = () => calls.filter((call) => call.url.startsWith(BY_STATUS)).map((call) => call.url.slice(BY_STATUS.length));

test('only platform admins get the package selector', async () => {
  signInAs('staff');
  render(<CoursePackageTab ecourseId={7} current={null} hasEpkg={false} onChanged={jest.fn()} />);
  await screen.findByRole('heading', { name: 'Choose an existing package' });
  await waitFor(() => expect(calls.some((call) => call.url.includes('/coursecontent/scorm2004/0'))).toBe(true));
  expect(screen.queryByRole('region', { name: 'Packages by status' })).toBeNull();
  expect(statusCalls()).toEqual([]);
});

test('document 001 §9: a platform admin lists packages by each of the four statuses, 20 a page', async () => {
  const selector = await renderTab();
  const status = within(selector).getByLabelText('Package status') as HTMLSelectElement;
  expect(Array.from(status.options).map((option) => [option.value, option.textContent])).toEqual([
    ['development', 'Development'],
    ['testing', 'Testing'],
    ['none', 'None'],
    ['published', 'Published'],
  ]);
  await within(selector).findByRole('button', { name: 'Select Package 119' });
  expect(within(selector).getAllByRole('row')[1]?.textContent).toContain('Development');
  const previous = within(selector).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement;
  const next = within(selector).getByRole('button', { name: 'Next page' }) as HTMLButtonElement;
  expect(previous.disabled).toBe(true);
  expect(next.disabled).toBe(false);

  fireEvent.click(next);
  await waitFor(() => expect(statusCalls().at(-1)).toBe('development/1'));
  await waitFor(() => expect(previous.disabled).toBe(false));

  // Another status starts at its first page; a page of fewer than 20 is the last.
  listed = 3;
  fireEvent.change(status, { target: { value: 'published' } });
  await waitFor(() => expect(statusCalls().at(-1)).toBe('published/0'));
  await within(selector).findByRole('button', { name: 'Select Package 102' });
  expect(previous.disabled).toBe(true);
  expect(next.disabled).toBe(true);

  fireEvent.change(status, { target: { value: 'testing' } });
  expect(await within(selector).findByText('No packages with this status')).toBeTruthy();
  expect(statusCalls()).toEqual(['development/0', 'development/1', 'published/0', 'testing/0']);
});

test('selecting from it asks first when the course has a package, then selects it as the chooser does', async () => {
  const onChanged = jest.fn();
  const selector = await renderTab({ type: 'scorm2004', packageId: 1 }, onChanged);
  fireEvent.click(await within(selector).findByRole('button', { name: 'Select Package 105' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('loses the progress');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Change package' }));
  expect(await screen.findByText('Course package updated!')).toBeTruthy();
  expect(onChanged).toHaveBeenCalled();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([
    {
      method: 'POST',
      url: '/api/elearning/data/ecourses/xapi/coursecontent/selectPackage',
      body: { packageType: 'scorm2004', packageId: 105, ecourseId: 7 },
    },
  ]);
});
