import { ToastHost } from '@atrium/shared-ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import { CoursePackageTab } from './CoursePackageTab';
import { canUpdatePackage, hasNextPage, hasPreviousPage } from './package-choice';
import { packageSummary as summary, storeAnswer } from './package-test-api';
import { uploadCoursePackage } from './upload-course-package';

let calls: ApiCall[];
let listed: number;

beforeEach(() => {
  signInAs('staff');
  listed = 2;
  calls = fakeApi((call) => {
    if (call.method === 'GET')
      return storeAnswer(call) ?? { status: 200, body: Array.from({ length: listed }, (_, index) => summary(index + 1)) };
    return { status: 200, body: { ok: true } };
  });
});

const selections = () => calls.filter((call) => call.url.endsWith('/selectPackage'));

test('document 001 §4: a next page when a page came back with 20, a previous one above page 0; only package types cmi5, scorm12 and scorm2004 without an epkg update', () => {
  expect([hasNextPage(19), hasNextPage(20), hasPreviousPage(0), hasPreviousPage(1)]).toEqual([false, true, false, true]);
  expect(canUpdatePackage({ type: 'scorm12', packageId: 1 }, false)).toBe(true);
  expect(canUpdatePackage({ type: 'cmi5', packageId: 1 }, true)).toBe(false);
  expect(canUpdatePackage(null, false)).toBe(false);
});

test('only zip files are accepted, before anything is sent', async () => {
  await expect(uploadCoursePackage(new File(['x'], 'course.pdf'), { mode: 'new', kind: 'scorm' }, jest.fn())).rejects.toThrow(
    'Only zip files are allowed',
  );
  expect(calls).toHaveLength(0);
});

test('a course without a package takes the chosen one at once', async () => {
  const onChanged = jest.fn();
  render(<CoursePackageTab ecourseId={7} current={null} hasEpkg={false} onChanged={onChanged} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Select Package 2' }));
  await waitFor(() => expect(onChanged).toHaveBeenCalled());
  expect(selections()[0]?.body).toEqual({ packageType: 'scorm2004', packageId: 2, ecourseId: 7 });
});

test('changing the package of a course asks first, since learners lose their progress', async () => {
  render(
    <>
      <CoursePackageTab ecourseId={7} current={{ type: 'scorm2004', packageId: 1 }} hasEpkg={false} onChanged={jest.fn()} />
      <ToastHost />
    </>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Select Package 2' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('lose');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(selections()).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: 'Select Package 2' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change package' }));
  expect(await screen.findByText('Course package updated!')).toBeTruthy();
  expect(selections()).toHaveLength(1);
});

test('the chooser lists the site owner’s packages, read from the store once, and pages by 20', async () => {
  listed = 20;
  render(<CoursePackageTab ecourseId={7} current={null} hasEpkg={false} onChanged={jest.fn()} />);
  await screen.findByRole('button', { name: 'Select Package 20' });
  expect(calls.map((call) => call.url)).toEqual([
    '/api/elearning/data/store/getCurrentStore',
    '/api/elearning/data/ecourses/xapi/coursecontent/scorm2004/0?ownerCustomerId=3',
  ]);
  expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/elearning/data/ecourses/xapi/coursecontent/scorm2004/1?ownerCustomerId=3'));
  listed = 3;
  fireEvent.change(screen.getByLabelText('Package type'), { target: { value: 'cmi5' } });
  await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/elearning/data/ecourses/xapi/coursecontent/cmi5/0?ownerCustomerId=3'));
  expect(calls.filter((call) => call.url.endsWith('/getCurrentStore'))).toHaveLength(1);
  await waitFor(() => expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true));
});

test('migration is offered when the check answers 404, a failure alerts and can be retried, and the check runs again after', async () => {
  window.alert = jest.fn();
  let migrated = false;
  let failNext = true;
  fakeApi((call) => {
    const { url } = call;
    if (url.includes('checkForMigratedScorm/9'))
      return migrated ? { status: 200, body: { packageId: 9, packageType: 'scorm12' } } : { status: 404, body: { message: 'no' } };
    if (url.includes('migrateScorm/7')) {
      if (failNext) {
        failNext = false;
        return { status: 500, body: { message: 'boom' } };
      }
      migrated = true;
      return { status: 200, body: { packageId: 9, packageType: 'scorm12' } };
    }
    return storeAnswer(call) ?? { status: 200, body: [] };
  });
  const onChanged = jest.fn();
  render(
    <CoursePackageTab ecourseId={7} current={{ type: 'scorm12', packageId: 9 }} hasEpkg={false} scormCourseId={9} onChanged={onChanged} />,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Migrate to a course package' }));
  await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Unable to migrate scorm course'));
  fireEvent.click(await screen.findByRole('button', { name: 'Migrate to a course package' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Migrate to a course package' })).toBeNull());
  expect(onChanged).toHaveBeenCalled();
});

test('a file that is not a zip is refused with the document’s text, in the user’s language', async () => {
  render(
    <>
      <CoursePackageTab ecourseId={7} current={null} hasEpkg={false} onChanged={jest.fn()} />
      <ToastHost />
    </>,
  );
  fireEvent.change(screen.getByLabelText('Zip file'), { target: { files: [new File(['x'], 'course.pdf')] } });
  expect(await screen.findByText('Only zip files are allowed')).toBeTruthy();
});

test('only platform admins get the remote SCORM customers, below the package parts', async () => {
  const remoteCalls = () => calls.filter((call) => call.url.includes('/remoteScormCustomers'));
  const { unmount } = render(<CoursePackageTab ecourseId={7} current={null} hasEpkg={false} onChanged={jest.fn()} />);
  await screen.findByRole('button', { name: 'Select Package 2' });
  expect(screen.queryByRole('heading', { name: 'Remote SCORM' })).toBeNull();
  expect(remoteCalls()).toHaveLength(0);
  unmount();

  signInAs('atrium');
  calls = fakeApi((call) => storeAnswer(call) ?? { status: 200, body: call.url.includes('/remoteScormCustomers') ? [] : [summary(1)] });
  render(<CoursePackageTab ecourseId={7} current={null} hasEpkg={false} onChanged={jest.fn()} />);
  const heading = await screen.findByRole('heading', { name: 'Remote SCORM' });
  expect(await screen.findByText('No customer plays this course from their own LMS yet.')).toBeTruthy();
  expect(remoteCalls()).toEqual([{ method: 'GET', url: '/api/elearning/data/ecourses/7/remoteScormCustomers', body: undefined }]);
  const chooser = screen.getByRole('heading', { name: 'Choose an existing package' });
  expect(chooser.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
