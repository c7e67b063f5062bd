import { emptyLocalizedText } from '@atrium/classroom-contract';
import { ToastHost } from '@atrium/shared-ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import EcourseCreatePage from './EcourseCreatePage';
import { formListAnswer } from './editor-test-api';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

// The classroom course as its contract answers it.
const TEMPLATE = {
  id: 3,
  uuid: '00000000-0000-4000-8000-000000000003',
  courseId: null,
  productUUID: null,
  numParticipants: { minParticipants: null, maxParticipants: null },
  courseResponsible: null,
  subjectResponsible: null,
  courseDateTimes: '08:00-15:30',
  productId: null,
  internalName: 'Varme arbeider',
  courseProviderId: 4,
  courseLanguages: ['nb_NO', 'en_US'],
  skus: { nb_NO: '100100-NB' },
  length: { days: 1, hours: 7, minutes: 30 },
  courseTags: ['hse'],
  classroomCourseFlags: {
    diplomaDisabled: false,
    canPurchase: true,
    certificateDisabled: false,
    competenceCalculationValue: 36,
    competenceCalculationMethod: 'months',
    hotWorks: true,
  },
  diplomaTemplateId: null,
};
// A whole text as the classroom contract answers it: the empty one with what this test looks at.
const TEXTS = [
  {
    ...emptyLocalizedText('nb_NO'),
    courseTextMain: { title: 'Varme arbeider', text: '<p>Hei</p>' },
    courseTextOverview: '<p>Oversikt</p>',
  },
];
let calls: ApiCall[];

beforeEach(() => {
  jest.mocked(navigateToUrl).mockClear();
  signInAs('staff');
  calls = fakeApi((call) => {
    if (call.method === 'POST') return { status: 201, body: { id: 77, uuid: 'u77' } };
    if (call.url.endsWith('/clcourses/3')) return { status: 200, body: TEMPLATE };
    if (call.url.endsWith('/classroomCourse/3/courseTexts')) return { status: 200, body: TEXTS };
    return formListAnswer(call) ?? { status: 404 };
  });
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

test("starts from the template, the diploma template from the provider's default, and opens the new course with a notification", async () => {
  render(
    <>
      <EcourseCreatePage courseId={3} />
      <ToastHost />
    </>,
  );
  expect(((await screen.findByLabelText(/^Internal name/)) as HTMLInputElement).value).toBe('Varme arbeider');
  await waitFor(() => expect(field('Diploma template').value).toBe('12'));
  expect(field('Course language').value).toBe('nb_NO');
  expect(field('Course provider').value).toBe('4');
  expect((within(screen.getByRole('group', { name: 'Tags' })).getByLabelText('HSE') as HTMLInputElement).checked).toBe(true);
  expect(field('Length, hours').value).toBe('7');
  expect(field('Article number (SKU)').value).toBe('100100-NB');
  expect(screen.getByTestId('template-texts').textContent).toContain('Norwegian');

  // A hot-works template makes a hot-works e-course (decision 0263).
  expect(field('Hot-works course').checked).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/ecourse/77/edit'));
  expect(await screen.findByText('The e-course was created')).toBeTruthy();
  const post = calls.find((call) => call.method === 'POST');
  expect(post?.url).toBe('/api/elearning/data/ecourses/createFromCourse/3');
  expect(post?.body).toMatchObject({
    internalName: 'Varme arbeider',
    courseProviderId: 4,
    diplomaTemplateId: 12,
    eLearningCourseFlags: { canStart: false, canPurchase: false, availableOfflineApp: false, disableEvaluation: false, hotWorks: true },
    localizedTexts: [
      {
        id: null,
        courseTextId: null,
        locale: 'nb_NO',
        courseTextMain: { title: 'Varme arbeider', text: '<p>Hei</p>' },
        courseTextOverview: '<p>Oversikt</p>',
      },
    ],
  });
});

test('another provider brings its own default diploma template', async () => {
  render(<EcourseCreatePage courseId={3} />);
  await waitFor(() => expect(field('Diploma template').value).toBe('12'));
  fireEvent.change(field('Course provider'), { target: { value: '3' } });
  await waitFor(() => expect(field('Diploma template').value).toBe('30'));
});

test('a field the service refuses shows its message there, and nothing is opened', async () => {
  calls = fakeApi((call) => {
    if (call.method === 'POST')
      return {
        status: 400,
        body: {
          message: 'body.internalName: ecourse.invalid.internalName',
          fields: { 'body.internalName': 'ecourse.invalid.internalName' },
        },
      };
    if (call.url.endsWith('/clcourses/3')) return { status: 200, body: TEMPLATE };
    if (call.url.endsWith('/courseTexts')) return { status: 200, body: [] };
    return formListAnswer(call) ?? { status: 404 };
  });
  render(
    <>
      <EcourseCreatePage courseId={3} />
      <ToastHost />
    </>,
  );
  await screen.findByLabelText(/^Internal name/);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Give the course an internal name')).toBeTruthy();
  expect(field('Internal name *').getAttribute('aria-invalid')).toBe('true');
  expect(screen.queryByText(/Could not save/)).toBeNull();
  expect(navigateToUrl).not.toHaveBeenCalled();
});
