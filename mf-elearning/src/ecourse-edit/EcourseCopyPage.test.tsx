import { ToastHost } from '@atrium/shared-ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { TEST_COURSE } from '../ecourse-tabs/TabTestSupport';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import EcourseCopyPage from './EcourseCopyPage';
import { formListAnswer } from './editor-test-api';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const ORIGINAL = {
  ...TEST_COURSE,
  courseProviderId: 4,
  diplomaTemplateId: 40,
  eLearningCourseFlags: { canStart: true, canPurchase: true, availableOfflineApp: true, disableEvaluation: true },
};
let calls: ApiCall[];

beforeEach(() => {
  jest.mocked(navigateToUrl).mockClear();
  signInAs('staff');
  calls = fakeApi((call) => {
    if (call.method === 'POST') return { status: 201, body: { id: 88, uuid: 'u88' } };
    if (call.url.endsWith('/ecourses/7')) return { status: 200, body: ORIGINAL };
    return formListAnswer(call) ?? { status: 404 };
  });
});

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

test('document 001 §2: the copy starts without internal name and off sale, and opens the copy with a notification', async () => {
  render(
    <>
      <EcourseCopyPage id={7} />
      <ToastHost />
    </>,
  );
  expect(((await screen.findByLabelText(/^Internal name/)) as HTMLInputElement).value).toBe('');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Copy of Working at heights');
  expect([box('Can purchase').checked, box('Can start').checked, box('Available in the offline app').checked]).toEqual([
    false,
    false,
    false,
  ]);
  expect(box('No evaluation').checked).toBe(true);
  expect(box('Length, minutes').value).toBe('30');
  await waitFor(() => expect(box('Diploma template').value).toBe('40'));

  // The internal name is the contract's to require, before anything is sent.
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Give the course an internal name')).toBeTruthy();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);

  fireEvent.change(box('Internal name *'), { target: { value: 'Working at heights 2' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/ecourse/88/edit'));
  expect(await screen.findByText('The e-course was copied')).toBeTruthy();
  const post = calls.find((call) => call.method === 'POST');
  expect(post?.url).toBe('/api/elearning/data/ecourses/copy/7');
  expect(post?.body).toMatchObject({
    internalName: 'Working at heights 2',
    diplomaTemplateId: 40,
    eLearningCourseFlags: { canStart: false, canPurchase: false, availableOfflineApp: false, disableEvaluation: true },
  });
  expect(post?.body).not.toHaveProperty('id');
});
