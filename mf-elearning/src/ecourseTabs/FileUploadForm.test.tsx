import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastHost } from '@atrium/shared-ui';
import { FileUploadForm } from './FileUploadForm';
import { signInAs } from '@atrium/shared-ui/testing';

const MB = 1024 * 1024;

/** jsdom's XMLHttpRequest would really send: this one reports half the file sent, then answers when told. */
class FakeXhr {
  static last: FakeXhr;
  url = '';
  body: FormData | null = null;
  status = 0;
  response: unknown = null;
  responseType = '';
  withCredentials = false;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    FakeXhr.last = this;
    this.body = body;
    this.upload.onprogress?.({ loaded: 1 * MB, total: 2 * MB, lengthComputable: true });
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

beforeEach(() => {
  signInAs('staff');
  jest.spyOn(window, 'XMLHttpRequest').mockImplementation(() => new FakeXhr() as unknown as XMLHttpRequest);
});

afterEach(() => jest.restoreAllMocks());

test('sends the chosen type and language, shows progress in percent and MB, and a refusal as could not save with the server message', async () => {
  const onUploaded = jest.fn();
  render(
    <>
      <FileUploadForm filesPath="/api/elearning/data/ecourses/7/files" onUploaded={onUploaded} />
      <ToastHost />
    </>,
  );
  expect((screen.getByLabelText('File type') as HTMLSelectElement).value).toBe('COURSEMANUAL');
  fireEvent.change(screen.getByLabelText('File type'), { target: { value: 'ATTACHMENT' } });
  fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'nb_NO' } });
  fireEvent.change(screen.getByLabelText('File'), { target: { files: [new File(['%PDF'], 'manual.pdf', { type: 'application/pdf' })] } });

  expect(FakeXhr.last.url).toBe('/api/elearning/data/ecourses/7/files?fileType=ATTACHMENT&locale=nb_NO');
  expect((FakeXhr.last.body?.get('file') as File).name).toBe('manual.pdf');
  expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
  expect(screen.getByText('1.0 of 2.0 MB')).toBeTruthy();

  await act(async () => FakeXhr.last.answer(415, { error: 'Unsupported Media Type', message: 'file: type application/pdf is not allowed' }));
  expect(await screen.findByText('Could not save: file: type application/pdf is not allowed')).toBeTruthy();
  expect(onUploaded).not.toHaveBeenCalled();
  expect(screen.queryByRole('progressbar')).toBeNull();
});
