import type { EcourseFile } from '@atrium/elearning-contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import { CourseMaterialTab } from './CourseMaterialTab';
import { renderTab } from './TabTestSupport';

const file = (id: number, fileName: string, position: number): EcourseFile => ({
  id,
  fileType: 'COURSEMANUAL',
  locale: null,
  fileId: 100 + id,
  fileName,
  contentType: 'application/pdf',
  sizeBytes: 2048,
  position,
});
const FILES = [file(1, 'manual.pdf', 0), file(2, 'checklist.pdf', 1), file(3, 'slides.pdf', 2)];

let calls: ApiCall[];
const ROW_HEIGHT = 40;

beforeEach(() => {
  signInAs('staff');
  calls = fakeApi(({ url, body }) => {
    if (url.endsWith('/swap')) {
      const { from, to } = body as { from: number; to: number };
      const moved = [...FILES];
      moved.splice(to, 0, ...moved.splice(from, 1));
      return { status: 200, body: moved.map((each, position) => ({ ...each, position })) };
    }
    if (url.endsWith('/detach')) return { status: 204 };
    return { status: 200, body: FILES };
  });
  // jsdom lays nothing out; dnd-kit's keyboard moves need the rows stacked one under the other.
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('li');
    const index = row ? Array.from(row.parentElement!.children).indexOf(row) : 0;
    return {
      x: 0,
      y: index * ROW_HEIGHT,
      top: index * ROW_HEIGHT,
      left: 0,
      width: 400,
      height: ROW_HEIGHT,
      bottom: (index + 1) * ROW_HEIGHT,
      right: 400,
      toJSON: () => ({}),
    };
  });
});

afterEach(() => jest.restoreAllMocks());

// dnd-kit starts listening for the moving keys, and measures the rows, after the current task.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

const fileNames = () =>
  within(screen.getByRole('list', { name: 'Course material' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

test('moving a file with the keyboard sends the swap from its place to the new one', async () => {
  renderTab(CourseMaterialTab);
  const handle = await screen.findByRole('button', { name: 'Move manual.pdf' });
  handle.focus();
  fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
  await settle();
  fireEvent.keyDown(handle, { key: 'ArrowDown', code: 'ArrowDown' });
  await settle();
  fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
  expect(await screen.findByText('The files were moved')).toBeTruthy();
  expect(calls.find((call) => call.url.endsWith('/swap'))).toEqual({
    method: 'POST',
    url: '/api/elearning/data/ecourses/7/files/swap',
    body: { from: 0, to: 1 },
  });
  expect(fileNames()).toEqual(['checklist.pdf', 'manual.pdf', 'slides.pdf']);
});

test('each file links to its download and is detached after a confirmation', async () => {
  renderTab(CourseMaterialTab);
  expect((await screen.findByRole('link', { name: 'checklist.pdf' })).getAttribute('href')).toBe(
    '/api/elearning/data/ecourses/7/files/102/content',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Detach checklist.pdf' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Detach' }));
  expect(await screen.findByText('The file was detached')).toBeTruthy();
  expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/elearning/data/ecourses/7/files/102/detach' });
  await waitFor(() => expect(fileNames()).toEqual(['manual.pdf', 'slides.pdf']));
});
