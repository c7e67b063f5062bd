import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import { PublicationsPanel } from './PublicationsPanel';
import { renderTab } from './TabTestSupport';

let calls: ApiCall[];
let attached: boolean;

beforeEach(() => {
  signInAs('staff');
  attached = false;
  calls = fakeApi(({ method }) => {
    if (method !== 'GET') attached = method === 'PUT';
    return { status: 200, body: [{ id: 1, name: 'Offline app', attached }] };
  });
});

test('ticking attaches the course to the publication, unticking detaches it', async () => {
  renderTab(PublicationsPanel);
  const box = (await screen.findByLabelText('Offline app')) as HTMLInputElement;
  fireEvent.click(box);
  expect(await screen.findByText('The course is published in Offline app')).toBeTruthy();
  expect(box.checked).toBe(true);
  fireEvent.click(box);
  expect(await screen.findByText('The course is no longer published in Offline app')).toBeTruthy();
  expect(calls.slice(1).map((call) => `${call.method} ${call.url}`)).toEqual([
    'PUT /api/elearning/data/ecourses/7/publications/1',
    'DELETE /api/elearning/data/ecourses/7/publications/1',
  ]);
});
