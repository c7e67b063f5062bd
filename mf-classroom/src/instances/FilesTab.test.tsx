import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from '@atrium/shared-ui';
import { fakeApi, type ApiCall } from '@atrium/shared-ui/testing';
import { FilesTab } from './FilesTab';
import './messages';

const base = '/api/classroom/data/clicourse/8';
const FILES = [
  { id: 3, fileName: 'Program.pdf', contentType: 'application/pdf', sizeBytes: 2048, position: 0 },
  { id: 4, fileName: 'Kart.png', contentType: 'image/png', sizeBytes: 100, position: 1 },
];
let calls: ApiCall[];
let failWrites: boolean;

beforeEach(() => {
  failWrites = false;
  jest.spyOn(toast, 'success');
  jest.spyOn(toast, 'error');
  calls = fakeApi(({ method }) =>
    method === 'GET' ? { status: 200, body: FILES } : failWrites ? { status: 500, body: { message: 'boom' } } : { status: 204 },
  );
});

afterEach(() => jest.restoreAllMocks());

async function removeFirst(choice: 'Delete' | 'Detach') {
  render(<FilesTab instanceId={8} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Remove Program.pdf' }));
  const dialog = screen.getByRole('dialog', { name: 'Remove file' });
  expect(within(dialog).getByText('Delete Program.pdf for good, or only detach it from this course instance?')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: choice }));
}

test('lists the instance files in order with download links', async () => {
  render(<FilesTab instanceId={8} />);
  const list = await screen.findByRole('list', { name: 'Instance files' });
  expect(
    within(list)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Program.pdf', `${base}/file/3`],
    ['Kart.png', `${base}/file/4`],
  ]);
  expect(calls[0]).toMatchObject({ method: 'GET', url: `${base}/files` });
});

test('delete calls DELETE data/clicourse/{id}/file/{fileId}', async () => {
  await removeFirst('Delete');
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('files.deleted'));
  expect(calls.find((call) => call.method !== 'GET')).toEqual({ method: 'DELETE', url: `${base}/file/3`, body: undefined });
});

test('detach only unlinks the file from the instance', async () => {
  await removeFirst('Detach');
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('files.detached'));
  expect(calls.find((call) => call.method !== 'GET')).toEqual({ method: 'POST', url: `${base}/file/3/detach`, body: undefined });
});

test('a failed delete shows an error toast', async () => {
  failWrites = true;
  await removeFirst('Delete');
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('files.changeFailed'));
  expect(toast.success).not.toHaveBeenCalled();
});
