// Browser-safe: zod schemas and types only.
import { z } from 'zod';
import { dayTimeError, parseCourseDateTimes } from './day-times';

export const COURSE_LOCALES = ['nb_NO', 'sv_SE', 'en_US'] as const;
export const courseLocaleSchema = z.enum(COURSE_LOCALES);
export type CourseLocale = z.infer<typeof courseLocaleSchema>;

export const TIME_MISSING = 'courses.classroom.invalid.timeMissing';

/** At least one valid day; each "HH:MM-HH:MM" with hour 0-23, minute 0-59 and the end after the start. */
export const courseDateTimesSchema = z.string().superRefine((value, ctx) => {
  const pairs = value.split(',').filter((pair) => pair.trim() !== '');
  if (pairs.length === 0) {
    ctx.addIssue({ code: 'custom', message: TIME_MISSING });
    return;
  }
  const days = parseCourseDateTimes(value);
  if (days.length !== pairs.length) {
    ctx.addIssue({ code: 'custom', message: 'courses.classroom.invalid.timeFormat' });
    return;
  }
  const error = days.map(dayTimeError).find((message) => message !== null);
  if (error) ctx.addIssue({ code: 'custom', message: error });
});

const unique = (values: readonly string[]) => new Set(values).size === values.length;
const optionalId = z.number().int().min(1).max(2147483647).nullable();

export const classroomCourseFlagsSchema = z.object({
  diplomaDisabled: z.boolean(),
  canPurchase: z.boolean(),
  certificateDisabled: z.boolean(),
  /** A hot-works course: passing a seat makes a hot-works record (decision 0263). Absent from older clients: false. */
  hotWorks: z.boolean().default(false),
  /** Months a competence stays valid. */
  competenceCalculationValue: z.number().int().min(0).max(1200).nullable(),
  competenceCalculationMethod: z.string().trim().max(50).nullable(),
});

/** What create-from-general-data, update and copy send: everything but identity and integration number. */
export const classroomCourseGeneralSchema = z
  .object({
    internalName: z.string().trim().min(1).max(200),
    courseId: optionalId.default(null),
    productUUID: z.uuid().nullable().default(null),
    courseProviderId: optionalId,
    courseLanguages: z.array(courseLocaleSchema).refine(unique, 'courses.classroom.invalid.duplicateLanguage'),
    /** Locale → article number, only for chosen languages. */
    skus: z.partialRecord(courseLocaleSchema, z.string().trim().max(50)),
    length: z.object({
      days: z.number().int().min(1).max(365),
      hours: z.number().int().min(0).max(23),
      minutes: z.number().int().min(0).max(59),
    }),
    numParticipants: z
      .object({
        minParticipants: z.number().int().min(0).max(100000).nullable(),
        maxParticipants: z.number().int().min(0).max(100000).nullable(),
      })
      .refine((n) => n.minParticipants === null || n.maxParticipants === null || n.minParticipants <= n.maxParticipants, {
        message: 'courses.classroom.invalid.participants',
        path: ['maxParticipants'],
      }),
    courseTags: z.array(z.string().trim().min(1).max(60)).max(50).refine(unique, 'courses.classroom.invalid.duplicateTag'),
    courseResponsible: optionalId,
    subjectResponsible: optionalId,
    classroomCourseFlags: classroomCourseFlagsSchema,
    /** Null on create means the provider's default template. */
    diplomaTemplateId: optionalId,
    courseDateTimes: courseDateTimesSchema,
  })
  .superRefine((course, ctx) => {
    for (const locale of Object.keys(course.skus)) {
      if (!course.courseLanguages.includes(locale as CourseLocale)) {
        ctx.addIssue({ code: 'custom', path: ['skus', locale], message: 'courses.classroom.invalid.skuWithoutLanguage' });
      }
    }
  });
export type ClassroomCourseGeneral = z.infer<typeof classroomCourseGeneralSchema>;
export type ClassroomCourseGeneralInput = z.input<typeof classroomCourseGeneralSchema>;

export const classroomCourseSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  internalName: z.string(),
  courseId: z.number().int().nullable(),
  productUUID: z.string().nullable(),
  courseProviderId: z.number().int().nullable(),
  courseLanguages: z.array(courseLocaleSchema),
  skus: z.partialRecord(courseLocaleSchema, z.string()),
  length: z.object({ days: z.number().int(), hours: z.number().int(), minutes: z.number().int() }),
  numParticipants: z.object({ minParticipants: z.number().int().nullable(), maxParticipants: z.number().int().nullable() }),
  courseTags: z.array(z.string()),
  courseResponsible: z.number().int().nullable(),
  subjectResponsible: z.number().int().nullable(),
  classroomCourseFlags: classroomCourseFlagsSchema,
  diplomaTemplateId: z.number().int().nullable(),
  courseDateTimes: z.string(),
  /** The integration number. */
  productId: z.string().nullable(),
});
export type ClassroomCourse = z.infer<typeof classroomCourseSchema>;

export const classroomCourseCreatedSchema = z.object({ id: z.number().int(), uuid: z.string() });

export const classroomCourseUuidParamsSchema = z.object({ uuid: z.uuid() });

/** Removing a language also removes its article number (document 000 §5). */
export function withoutLanguage<T extends Pick<ClassroomCourseGeneralInput, 'courseLanguages' | 'skus'>>(
  course: T,
  locale: CourseLocale,
): T {
  const skus = { ...course.skus };
  delete skus[locale];
  return { ...course, courseLanguages: course.courseLanguages.filter((chosen) => chosen !== locale), skus };
}

/** The choices still open: a language or tag already chosen is not offered again. */
export function notYetChosen<T extends string>(all: readonly T[], chosen: readonly string[]): T[] {
  return all.filter((option) => !chosen.includes(option));
}

/** A copy starts from the original's general data without its id and internal name. */
export function copyOfCourse(course: ClassroomCourse): ClassroomCourseGeneralInput & { internalName: string } {
  const { id: _id, uuid: _uuid, productId: _productId, internalName: _internalName, ...general } = course;
  return { ...general, internalName: '' };
}
