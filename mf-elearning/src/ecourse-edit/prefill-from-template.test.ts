import { emptyEcourseText } from '@atrium/elearning-contract';
import type { CourseTemplate } from './classroom-lists';
import { prefillFromTemplate, textsFromTemplate } from './prefill-from-template';

const TEMPLATE: CourseTemplate = {
  internalName: 'Varme arbeider',
  courseProviderId: 4,
  courseLanguages: ['nb_NO', 'en_US'],
  skus: { nb_NO: '100100-NB', en_US: '100100-EN' },
  length: { days: 1, hours: 7, minutes: 30 },
  courseTags: ['hse', 'Brann', 'offshore'],
  classroomCourseFlags: { competenceCalculationValue: 36, competenceCalculationMethod: 'months', hotWorks: true },
};
const PROVIDERS = [
  { id: 3, name: 'Other', defaultDiplomaTemplateId: 30 },
  { id: 4, name: 'Atrium Kurs AS', defaultDiplomaTemplateId: 12 },
];

test("the form starts from the template, with the provider's default diploma template and not on sale", () => {
  expect(prefillFromTemplate(TEMPLATE, PROVIDERS)).toEqual({
    internalName: 'Varme arbeider',
    courseLanguage: 'nb_NO',
    length: { hours: 7, minutes: 30 },
    daysAvailable: null,
    courseTags: ['hse', 'offshore'],
    userVerificationTags: [],
    productCategories: [],
    sku: '100100-NB',
    courseProviderId: 4,
    diplomaTemplateId: 12,
    eLearningCourseFlags: { canStart: false, canPurchase: false, availableOfflineApp: false, disableEvaluation: false, hotWorks: true },
    competenceCalculation: { method: 'months', months: 36 },
    skipLandingPage: false,
  });
});

test('what the e-course lists do not have is left out', () => {
  const form = prefillFromTemplate(
    {
      ...TEMPLATE,
      courseProviderId: null,
      courseLanguages: ['da_DK'],
      classroomCourseFlags: { competenceCalculationValue: 12, competenceCalculationMethod: 'Kalenderår', hotWorks: false },
    },
    PROVIDERS,
  );
  expect(form).toMatchObject({
    courseLanguage: null,
    sku: null,
    courseProviderId: null,
    diplomaTemplateId: null,
    competenceCalculation: { method: null, months: null },
  });
});

test("the template's texts come along as new texts, in the e-course's languages only", () => {
  const texts = textsFromTemplate([
    { locale: 'nb_NO', courseTextMain: { title: 'Varme arbeider', text: '<p>Hei</p>' }, courseTextOverview: '<ul><li>Teori</li></ul>' },
    { locale: 'da_DK', courseTextMain: { title: 'Varmt arbejde', text: '' } },
  ]);
  expect(texts).toEqual([
    {
      ...emptyEcourseText('nb_NO'),
      courseTextMain: { title: 'Varme arbeider', text: '<p>Hei</p>' },
      courseTextOverview: '<ul><li>Teori</li></ul>',
    },
  ]);
});
