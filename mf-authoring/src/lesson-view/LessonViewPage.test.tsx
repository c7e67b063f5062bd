import { render, screen } from '@testing-library/react';
import { fakeApi, signInFor } from '@atrium/shared-ui/testing';
import type { LessonView } from '@atrium/authoring-contract';
import LessonViewPage from './LessonViewPage';

const VIEW: LessonView = {
  id: 70,
  lessonType: 'html',
  locale: 'en_US',
  title: 'Fall protection',
  body: '<p>Clip in <strong>before</strong> you climb.</p>',
  hasVideo: false,
  videoUrl: null,
  htmlSrc: '/web/data/elearningpackage/lessonview/files/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f/main.html?v=k',
  files: [
    {
      fileName: 'harness.png',
      sizeBytes: 3,
      contentType: 'image/png',
      href: '/web/data/elearningpackage/lessonview/files/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f/harness.png?v=k',
    },
  ],
  endingLinks: [{ text: 'Regulations', href: 'https://example.com/rules' }],
};

beforeEach(() => signInFor({ customerId: 1, customerName: 'Atrium Kurs AS' }, 'instructor'));

test('decision 0251: an instructor sees the lesson read-only: title, text, the HTML page sandboxed, files and links', async () => {
  const calls = fakeApi(() => ({ status: 200, body: VIEW }));
  render(<LessonViewPage id={70} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Fall protection' })).toBeTruthy();
  expect(calls.map((call) => call.url)).toEqual([expect.stringMatching(/\/api\/authoring\/data\/elearningpackage\/lessonview\/70$/)]);
  expect(screen.getByTestId('lesson-body').innerHTML).toBe(VIEW.body);
  const frame = screen.getByTitle('Lesson content: Fall protection');
  expect(frame.getAttribute('src')).toBe(
    '/api/authoring/web/data/elearningpackage/lessonview/files/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f/main.html?v=k',
  );
  expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
  expect(screen.getByRole('link', { name: 'harness.png' }).getAttribute('href')).toContain(
    '/lessonview/files/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f/harness.png',
  );
  expect(screen.getByRole('link', { name: 'Regulations' }).getAttribute('href')).toBe('https://example.com/rules');
  expect(screen.queryByLabelText('Lesson video')).toBeNull();
  // No author gate: the customer details call (staff only) is never made.
  expect(calls.some((call) => call.url.includes('/elearningpackage/customer'))).toBe(false);
});

test("a video lesson plays from the view's video address", async () => {
  fakeApi(() => ({ status: 200, body: { ...VIEW, lessonType: 'video', hasVideo: true, htmlSrc: null, files: [], endingLinks: [] } }));
  render(<LessonViewPage id={70} />);
  const video = await screen.findByLabelText('Lesson video');
  expect(video.getAttribute('src')).toMatch(/\/api\/authoring\/web\/data\/elearningpackage\/lessonview\/70\/video$/);
});

test('a lesson the caller may not see is not found', async () => {
  fakeApi(() => ({ status: 404, body: { message: 'Lesson not found' } }));
  render(<LessonViewPage id={70} />);
  expect(await screen.findByText('Page not found')).toBeTruthy();
  expect(screen.queryByTitle(/Lesson content/)).toBeNull();
});
