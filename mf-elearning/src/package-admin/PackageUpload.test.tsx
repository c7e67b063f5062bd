import { toast, ToastHost } from '@atrium/shared-ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { fakeXhr, signInAs } from '@atrium/shared-ui/testing';
import type { AdminCourse } from '@atrium/elearning-contract';
import '../messages';
import { PackageUpload } from './PackageUpload';

const MB = 1024 * 1024;
const course: AdminCourse = {
  id: 4,
  uuid: 'u4',
  internalName: 'Working at heights',
  packageId: null,
  packageType: null,
  packageTitle: null,
};

/** The toast store outlives a render: empty it, so a test sees only its own toasts. */
function clearToasts() {
  const last = toast.info('');
  for (let id = 1; id <= last; id += 1) toast.dismiss(id);
}

let onUploaded: jest.Mock;
let uploads: ReturnType<typeof fakeXhr>;

beforeEach(() => {
  clearToasts();
  signInAs('atrium');
  onUploaded = jest.fn();
  uploads = fakeXhr({ loaded: 1 * MB, total: 4 * MB });
  render(
    <>
      <PackageUpload course={course} onUploaded={onUploaded} />
      <ToastHost />
    </>,
  );
});

afterEach(() => jest.restoreAllMocks());

const input = () => screen.getByLabelText('Upload package for Working at heights') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(input(), { target: { files: [file] } });

test('sends the zip as multipart to /web/data/scorm/admin/upload/{ecourseid}, shows progress in percent and MB, then the document’s success text', async () => {
  expect(input().accept).toBe('.zip,application/zip');
  choose(new File(['PK'], 'Heights.ZIP', { type: 'application/zip' }));

  const xhr = uploads.last();
  expect([xhr.method, xhr.url]).toEqual(['POST', '/api/elearning/web/data/scorm/admin/upload/4']);
  expect((xhr.body?.get('file') as File).name).toBe('Heights.ZIP');
  expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
  expect(screen.getByText('1.0 of 4.0 MB')).toBeTruthy();
  // One upload at a time.
  expect(input().disabled).toBe(true);

  await act(async () => xhr.answer(200, { message: 'SCORM package uploaded successfully', packageId: 9 }));
  expect(await screen.findByText('SCORM package uploaded successfully')).toBeTruthy();
  expect(onUploaded).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(input().disabled).toBe(false);
});

test('a failed upload shows the server’s text, and the course stays as it was', async () => {
  choose(new File(['PK'], 'MalformedXml_SCORM12.zip', { type: 'application/zip' }));
  await act(async () =>
    uploads.last().answer(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Error importing course package: imsmanifest.xml is not well-formed XML',
    }),
  );
  expect(await screen.findByText('Upload failed: Error importing course package: imsmanifest.xml is not well-formed XML')).toBeTruthy();
  expect(screen.queryByText('SCORM package uploaded successfully')).toBeNull();
  expect(onUploaded).not.toHaveBeenCalled();
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(input().disabled).toBe(false);
});

test('document 001 §5: a file without .zip in its name is refused before anything is sent', async () => {
  choose(new File(['%PDF'], 'course.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText('Only zip files are allowed')).toBeTruthy();
  expect(uploads.sent).toHaveLength(0);
  expect(onUploaded).not.toHaveBeenCalled();
});

test('the server’s own zip refusal shows as the same text, in the user’s language', async () => {
  choose(new File(['PK'], 'course.zip.pdf'));
  expect(uploads.sent).toHaveLength(1);
  await act(async () => uploads.last().answer(415, { message: 'Only zip files are allowed' }));
  expect(await screen.findByText('Only zip files are allowed')).toBeTruthy();
  expect(screen.queryByText(/^Upload failed/)).toBeNull();
  expect(onUploaded).not.toHaveBeenCalled();
});
