import {
  CALCULATION_METHODS,
  ECOURSE_LANGUAGES,
  ECOURSE_TAGS,
  COURSE_TEXT_FIELDS,
  emptyEcourseText,
  type EcourseGeneral,
  type EcourseLanguage,
  type EcourseLocalizedText,
} from '@atrium/elearning-contract';
import type { CourseProvider } from '@atrium/classroom-contract';
import type { CourseTemplate, CourseTemplateText } from './classroom-lists';

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined): value is T => values.includes(value as T);

/**
 * /ecourse/new/:courseId (document 001 §2, §3): the form starts from the classroom course template.
 * The template's free-text tags and methods count only where they are keys of the e-course's lists; the
 * diploma template is the provider's default, a hot-works template makes a hot-works e-course (its theory, decision
 * 0263), and a new course is not on sale until someone says so.
 */
export function prefillFromTemplate(template: CourseTemplate, providers: readonly CourseProvider[]): EcourseGeneral {
  const language = template.courseLanguages.find((locale) => oneOf(ECOURSE_LANGUAGES, locale)) ?? null;
  const provider = providers.find((candidate) => candidate.id === template.courseProviderId);
  const { competenceCalculationMethod: method, competenceCalculationValue: months } = template.classroomCourseFlags;
  return {
    internalName: template.internalName,
    courseLanguage: language,
    length: { hours: template.length.hours, minutes: template.length.minutes },
    daysAvailable: null,
    courseTags: template.courseTags.filter((tag) => oneOf(ECOURSE_TAGS, tag)),
    userVerificationTags: [],
    productCategories: [],
    sku: (language && template.skus[language]) || null,
    courseProviderId: provider?.id ?? null,
    diplomaTemplateId: provider?.defaultDiplomaTemplateId ?? null,
    eLearningCourseFlags: {
      canStart: false,
      canPurchase: false,
      availableOfflineApp: false,
      disableEvaluation: false,
      hotWorks: template.classroomCourseFlags.hotWorks,
    },
    competenceCalculation: oneOf(CALCULATION_METHODS, method) && months !== null ? { method, months } : { method: null, months: null },
    skipLandingPage: false,
  };
}

/** The template's texts in the e-course's languages, as new texts of the course to be created. */
export function textsFromTemplate(texts: readonly CourseTemplateText[]): EcourseLocalizedText[] {
  return texts
    .filter((text): text is CourseTemplateText & { locale: EcourseLanguage } => oneOf(ECOURSE_LANGUAGES, text.locale))
    .map((text) => {
      const fields = Object.fromEntries(COURSE_TEXT_FIELDS.map((field) => [field, typeof text[field] === 'string' ? text[field] : '']));
      return { ...emptyEcourseText(text.locale), ...fields, courseTextMain: text.courseTextMain };
    });
}
