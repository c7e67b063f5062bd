import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastHost } from '@atrium/shared-ui';
import { FileUploadForm } from './FileUploadForm';
import { fakeXhr, signInAs } from '@atrium/shared-ui/testing';

const MB = 1024 * 1024;

let uploads: ReturnType<typeof fakeXhr>;

beforeEach(() => {
  signInAs('staff');
  uploads = fakeXhr({ loaded: 1 * MB, total: 2 * MB });
});

afterEach(() => jest.restoreAllMocks());

test('sends the chosen type and language, shows progress in percent and MB, and a refusal as could not save with the server message', async () => {
  const onUploaded = jest.fn();
  render(
    <>
      <FileUploadForm ecourseId={7} onUploaded={onUploaded} />
      <ToastHost />
    </>,
  );
  expect((screen.getByLabelText('File type') as HTMLSelectElement).value).toBe('COURSEMANUAL');
  fireEvent.change(screen.getByLabelText('File type'), { target: { value: 'ATTACHMENT' } });
  fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'nb_NO' } });
  fireEvent.change(screen.getByLabelText('File'), { target: { files: [new File(['%PDF'], 'manual.pdf', { type: 'application/pdf' })] } });

  expect(uploads.last().url).toBe('/api/elearning/data/ecourses/7/files?fileType=ATTACHMENT&locale=nb_NO');
  expect((uploads.last().body?.get('file') as File).name).toBe('manual.pdf');
  expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
  expect(screen.getByText('1.0 of 2.0 MB')).toBeTruthy();

  await act(async () => uploads.last().answer(415, { error: 'Unsupported Media Type', message: 'upload.typeNotAllowed' }));
  expect(await screen.findByText('Could not save: Files of this type cannot be uploaded here.')).toBeTruthy();
  expect(onUploaded).not.toHaveBeenCalled();
  expect(screen.queryByRole('progressbar')).toBeNull();
});
