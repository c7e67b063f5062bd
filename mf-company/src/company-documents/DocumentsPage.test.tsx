import { act, fireEvent, render, screen } from '@testing-library/react';
import { fakeApi, fakeXhr, signInFor } from '@atrium/shared-ui/testing';
import DocumentsPage from './DocumentsPage';

const MB = 1024 * 1024;

beforeEach(() => {
  signInFor({ customerId: 2, customerName: 'Nordsjø Energi AS' }, 'companyadmin');
  fakeApi((call) => (call.url.endsWith('/documents/search') ? { status: 200, body: [] } : { status: 404, body: {} }));
});

afterEach(() => jest.restoreAllMocks());

test('an upload shows its progress in percent and MB until the server has answered', async () => {
  const uploads = fakeXhr({ loaded: 3 * MB, total: 4 * MB });
  render(<DocumentsPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
  const file = new File(['%PDF-1.4'], 'rutiner.pdf', { type: 'application/pdf' });
  fireEvent.change(screen.getByLabelText('File'), { target: { files: [file] } });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Rutiner' } });
  fireEvent.click(screen.getAllByRole('button', { name: 'Upload' }).at(-1)!);

  const xhr = uploads.last();
  expect([xhr.method, xhr.url]).toEqual(['POST', '/api/company/data/my-company/documents/upload']);
  expect(xhr.body?.get('name')).toBe('Rutiner');
  expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');
  expect(screen.getByText('3.0 of 4.0 MB')).toBeTruthy();

  await act(async () =>
    xhr.answer(201, {
      id: 1,
      uuid: '00000000-0000-4000-8000-000000000001',
      name: 'Rutiner',
      description: null,
      locale: null,
      filename: 'rutiner.pdf',
      lastModified: '2026-06-01T10:00:00.000Z',
    }),
  );
  expect(screen.queryByRole('progressbar')).toBeNull();
});
