import { toast, ToastHost } from '@atrium/shared-ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, fakeXhr, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import type { AdminCourse } from '@atrium/elearning-contract';
import PackageAdminPage from './PackageAdminPage';

const golf: AdminCourse = {
  id: 1,
  uuid: 'u1',
  internalName: 'Golf explained (SCORM 1.2)',
  packageId: 11,
  packageType: 'scorm12',
  packageTitle: 'Golf Explained',
};
const geology: AdminCourse = {
  id: 3,
  uuid: 'u3',
  internalName: 'Introduction to geology (cmi5)',
  packageId: 13,
  packageType: 'cmi5',
  packageTitle: 'Geology',
};
const heights: AdminCourse = {
  id: 4,
  uuid: 'u4',
  internalName: 'Working at heights',
  packageId: null,
  packageType: null,
  packageTitle: null,
};

let calls: ApiCall[];
let uploads: ReturnType<typeof fakeXhr>;
let withPackage: AdminCourse[];
let withoutPackage: AdminCourse[];
const listCalls = () => calls.filter((call) => call.url.startsWith('/api/elearning/scorm/admin/courses/')).map((call) => call.url);

/** The section under a list's heading. */
function list(name: string): HTMLElement {
  const section = screen.getByRole('heading', { level: 2, name }).closest('section');
  if (!section) throw new Error(`no section for ${name}`);
  return section;
}

const rowNames = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

/** The toast store outlives a render: empty it, so a test sees only its own toasts. */
function clearToasts() {
  const last = toast.info('');
  for (let id = 1; id <= last; id += 1) toast.dismiss(id);
}

beforeEach(() => {
  clearToasts();
  signInAs('atrium');
  withPackage = [golf, geology];
  withoutPackage = [heights];
  calls = fakeApi(({ url }) => {
    if (url === '/api/elearning/scorm/admin/courses/true') return { status: 200, body: withPackage };
    if (url === '/api/elearning/scorm/admin/courses/false') return { status: 200, body: withoutPackage };
    return { status: 404, body: { message: 'unexpected' } };
  });
  uploads = fakeXhr();
});

afterEach(() => jest.restoreAllMocks());

test('document 001 §2 and §7: the courses with a package and those without come from scorm/admin/courses/true and /false', async () => {
  render(<PackageAdminPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Course packages' })).toBeTruthy();
  await screen.findByRole('heading', { level: 2, name: 'Courses with a package' });
  expect(listCalls().sort()).toEqual(['/api/elearning/scorm/admin/courses/false', '/api/elearning/scorm/admin/courses/true']);

  const withList = list('Courses with a package');
  expect(rowNames(withList)).toEqual(['Golf explained (SCORM 1.2)', 'Introduction to geology (cmi5)']);
  expect(within(withList).getByRole('row', { name: /Golf explained/ }).textContent).toContain('Golf Explained');
  expect(within(withList).getByRole('row', { name: /geology/ }).textContent).toContain('cmi5');

  const withoutList = list('Courses without a package');
  expect(rowNames(withoutList)).toEqual(['Working at heights']);
  // Every course, with a package or without, has its own upload.
  expect(within(withoutList).getByLabelText('Upload package for Working at heights')).toBeTruthy();
  expect(within(withList).getByLabelText('Upload package for Golf explained (SCORM 1.2)')).toBeTruthy();
});

test('an empty list says so', async () => {
  withoutPackage = [];
  render(<PackageAdminPage />);
  await screen.findByRole('heading', { level: 2, name: 'Courses without a package' });
  expect(within(list('Courses without a package')).getByText('No courses')).toBeTruthy();
  expect(within(list('Courses without a package')).queryByRole('table')).toBeNull();
  expect(rowNames(list('Courses with a package'))).toHaveLength(2);
});

test('a successful upload says so with the document’s text and shows the lists again as the server has them', async () => {
  render(
    <>
      <PackageAdminPage />
      <ToastHost />
    </>,
  );
  fireEvent.change(await screen.findByLabelText('Upload package for Working at heights'), {
    target: { files: [new File(['PK'], 'heights.zip', { type: 'application/zip' })] },
  });
  expect(uploads.last().method).toBe('POST');
  expect(uploads.last().url).toBe('/api/elearning/web/data/scorm/admin/upload/4');
  expect((uploads.last().body?.get('file') as File).name).toBe('heights.zip');

  withPackage = [golf, geology, { ...heights, packageId: 14, packageType: 'scorm12', packageTitle: 'Heights' }];
  withoutPackage = [];
  await act(async () => uploads.last().answer(200, { message: 'SCORM package uploaded successfully', packageId: 14 }));
  expect(await screen.findByText('SCORM package uploaded successfully')).toBeTruthy();
  await waitFor(() => expect(listCalls()).toHaveLength(4));
  await waitFor(() => expect(rowNames(list('Courses with a package'))).toContain('Working at heights'));
  expect(within(list('Courses without a package')).getByText('No courses')).toBeTruthy();
});

test('a refused upload shows the server’s text and leaves the lists as they were', async () => {
  render(
    <>
      <PackageAdminPage />
      <ToastHost />
    </>,
  );
  fireEvent.change(await screen.findByLabelText('Upload package for Golf explained (SCORM 1.2)'), {
    target: { files: [new File(['PK'], 'broken.zip')] },
  });
  expect(uploads.last().url).toBe('/api/elearning/web/data/scorm/admin/upload/1');
  await act(async () =>
    uploads.last().answer(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Error importing course package: imsmanifest.xml is not well-formed XML',
    }),
  );
  expect(await screen.findByText(/Error importing course package: imsmanifest\.xml is not well-formed XML/)).toBeTruthy();
  expect(screen.queryByText('SCORM package uploaded successfully')).toBeNull();
  expect(listCalls()).toHaveLength(2);
});

test('lists that fail to load offer a retry, which loads them again', async () => {
  let fail = true;
  calls = fakeApi(({ url }) => {
    if (fail) return { status: 500, body: { message: 'boom' } };
    return { status: 200, body: url.endsWith('/true') ? withPackage : withoutPackage };
  });
  render(<PackageAdminPage />);
  const alert = await screen.findByRole('alert');
  fail = false;
  fireEvent.click(within(alert).getByRole('button'));
  await screen.findByRole('heading', { level: 2, name: 'Courses with a package' });
  expect(screen.queryByRole('alert')).toBeNull();
  expect(rowNames(list('Courses without a package'))).toEqual(['Working at heights']);
});
