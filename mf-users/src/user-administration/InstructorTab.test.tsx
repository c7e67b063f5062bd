import { fireEvent, render, screen, within } from '@testing-library/react';
import { ToastHost } from '@atrium/shared-ui';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import { InstructorTab } from './InstructorTab';
import './person-tab-messages';

const PHOTO = {
  kind: 'photo',
  fileId: '6f1c1a52-0000-4000-8000-000000000001',
  contentType: 'image/png',
  sizeBytes: 10,
  uploadedAt: '2026-05-06T08:30:00.000Z',
};
let calls: ApiCall[];

beforeEach(() => {
  signInAs('atrium');
  calls = fakeApi(({ method }) => ({
    status: 200,
    body: method === 'DELETE' ? { photo: null, signature: null } : { photo: PHOTO, signature: null },
  }));
});

test('shows the photo, offers uploads, and deletes the photo after a confirmation', async () => {
  render(
    <>
      <InstructorTab userId={11} />
      <ToastHost />
    </>,
  );
  const photo = await screen.findByRole('img', { name: 'The instructor’s photo' });
  expect(photo.getAttribute('src')).toBe(`/api/users/data/atriumusersearch/user/11/instructor/photo?v=${PHOTO.fileId}`);
  expect(screen.getByText('No signature is uploaded.')).toBeTruthy();
  expect(screen.getByLabelText('Upload a signature (JPEG, PNG or WebP, at most 5 MB)')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Delete the photo' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete the photo' }));
  expect(await screen.findByText('The photo is deleted.')).toBeTruthy();
  expect(screen.getByText('No photo is uploaded.')).toBeTruthy();
  expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/users/data/atriumusersearch/user/11/instructor/photo');
});
