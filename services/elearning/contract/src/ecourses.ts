// Browser-safe: zod schemas and types only.
import { z } from 'zod';
import { idParam, idValue } from './ids';

/*
 * The e-learning course of document 001 §3 and the calls that read and change it, all under
 * /api/elearning. "Course admins" are the roles `atrium` and `staff`; "platform admins" `atrium` alone.
 *
 *   GET  data/ecourses/{id}                               course admins   -> ecourseSchema
 *   PUT  data/ecourses/{id}                               course admins   ecourseGeneralSchema -> ecourseSchema
 *   POST data/ecourses/createFromCourse/{courseId}        course admins   ecourseFromCourseSchema -> 201 ecourseCreatedSchema
 *   POST data/ecourses/copy/{id}                          course admins   ecourseGeneralSchema -> 201 ecourseCreatedSchema
 *   GET  data/ecourses/search?q&limit                     course admins   -> ecourseSearchResultSchema
 *   GET  data/ecourses/{id}/uuid                          course admins   -> ecourseUuidSchema
 *   GET  data/integrationNumberForElearningCourse/{uuid}  course admins   -> integrationNumberSchema
 *   GET  data/ecourses/{id}/scormDetails                  course admins   -> scormDetailsSchema
 *   GET  data/ecourses/getSkipLandingPage/{id}            course admins   -> skipLandingPageSchema
 *   PUT  data/ecourses/updateSkipLandingPage/{id}/{flag}  course admins   -> skipLandingPageSchema
 *   GET  data/ecourses/responsibleUsers                   course admins   -> responsibleUserListSchema
 *   PUT  data/ecourses/{id}/responsibleUsers              platform admins responsibleUsersBodySchema -> ecourseSchema
 *   POST data/ecourses/{id}/refreshCompetenceExpiry       course admins   -> competenceRefreshSchema
 *   GET  data/ecourses/languages | tags | verificationTags | productCategories | calculationMethods
 *                                                         course admins   -> valueListSchema
 */

/** The languages a course can be given in (document 001 §3 "language", sent as courseLanguage). */
export const ECOURSE_LANGUAGES = ['nb_NO', 'sv_SE', 'en_US'] as const;
export const ecourseLanguageSchema = z.enum(ECOURSE_LANGUAGES);
export type EcourseLanguage = z.infer<typeof ecourseLanguageSchema>;

/*
 * The value lists of document 001 §7. The documents give no screen that edits them, so they are fixed
 * here, where the service and the remote read the same keys; the remote labels them through message keys
 * (the catalogue registers ecourses.language.<key> and ecourses.productCategory.<key>).
 */
export const ECOURSE_TAGS = ['mandatory', 'hse', 'offshore', 'onshore', 'refresher', 'introduction', 'certification'] as const;
export const USER_VERIFICATION_TAGS = ['bankId', 'photoId', 'securityCard', 'employeeNumber'] as const;
export const PRODUCT_CATEGORIES = ['safety', 'hse', 'geology', 'leisure', 'compliance'] as const;
/** How a license's competence expiry follows from its completion: value months later, or the end of that year. */
export const CALCULATION_METHODS = ['months', 'endOfYear'] as const;

export const ecourseTagSchema = z.enum(ECOURSE_TAGS);
export const userVerificationTagSchema = z.enum(USER_VERIFICATION_TAGS);
export const productCategorySchema = z.enum(PRODUCT_CATEGORIES);
export const calculationMethodSchema = z.enum(CALCULATION_METHODS);
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** Document 001 §3 "language list item (key)"; every value list answers in this shape. */
export const valueListSchema = z.array(z.object({ key: z.string() }));
export type ValueList = z.infer<typeof valueListSchema>;

const unique = (values: readonly string[]) => new Set(values).size === values.length;
const uniqueList = <T extends z.ZodType<string>>(item: T) => z.array(item).max(20).refine(unique, 'ecourse.invalid.duplicate');
const optionalId = idValue().nullable();

export const ecourseFlagsSchema = z.object({
  canStart: z.boolean(),
  canPurchase: z.boolean(),
  availableOfflineApp: z.boolean(),
  disableEvaluation: z.boolean(),
  /** A hot-works course: passing a licence makes a hot-works record (decision 0263). Absent from older clients: false. */
  hotWorks: z.boolean().default(false),
});
export type EcourseFlags = z.infer<typeof ecourseFlagsSchema>;

export const competenceCalculationSchema = z
  .object({ method: calculationMethodSchema.nullable(), months: z.number().int().min(0).max(1200).nullable() })
  .refine((calc) => calc.method === null || calc.months !== null, { message: 'ecourse.invalid.calculationMonths', path: ['months'] });

/**
 * What create, update and copy send: the form's fields but identity, integration number (productId,
 * read-only) and the responsible users (platform admins set those with their own call). The diploma
 * template and course provider are ids of the classroom area's lists (GET /api/classroom/data/courseProviders
 * and .../{providerId}/diplomaTemplates); on a new course the remote defaults the template from the provider.
 */
export const ecourseGeneralSchema = z.object({
  internalName: z.string().trim().min(1, 'ecourse.invalid.internalName').max(200),
  courseLanguage: ecourseLanguageSchema.nullable(),
  length: z.object({ hours: z.number().int().min(0).max(999), minutes: z.number().int().min(0).max(59) }),
  /** Days a license lasts from its start; null for no limit. */
  daysAvailable: z.number().int().min(1).max(3650).nullable(),
  courseTags: uniqueList(ecourseTagSchema),
  userVerificationTags: uniqueList(userVerificationTagSchema),
  /** What the catalogue's product category filter matches. */
  productCategories: uniqueList(productCategorySchema),
  sku: z.string().trim().max(50).nullable(),
  courseProviderId: optionalId,
  diplomaTemplateId: optionalId,
  eLearningCourseFlags: ecourseFlagsSchema,
  competenceCalculation: competenceCalculationSchema,
  skipLandingPage: z.boolean(),
});
export type EcourseGeneral = z.infer<typeof ecourseGeneralSchema>;

/** The form as read (document 001 §3 "E-learning course (form)"); texts and prices have calls of their own. */
export const ecourseSchema = ecourseGeneralSchema.extend({
  id: z.number().int(),
  uuid: z.string(),
  /** The integration number. */
  productId: z.string().nullable(),
  courseResponsible: z.number().int().nullable(),
  subjectResponsible: z.number().int().nullable(),
  /** The classroom course template it was created from. */
  classroomCourseId: z.number().int().nullable(),
  packageId: z.number().int().nullable(),
});
export type Ecourse = z.infer<typeof ecourseSchema>;

export const ecourseParamsSchema = z.object({ id: idParam() });
export const ecourseCreatedSchema = z.object({ id: z.number().int(), uuid: z.string() });
export const ecourseUuidSchema = z.object({ uuid: z.string() });
export const ecourseUuidParamsSchema = z.object({ uuid: z.uuid() });
export const integrationNumberSchema = z.object({ value: z.string().nullable() });

export const ecourseSearchQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(40),
});
export const ecourseSearchResultSchema = z.array(z.object({ id: z.number().int(), internalName: z.string() }));

/** Document 001 §3 "Scorm details"; this product has no epkg packages, so those two are always null. */
export const scormDetailsSchema = z.object({
  xapiCoursePackageType: z.enum(['cmi5', 'scorm12', 'scorm2004']).nullable(),
  xapiCoursePackageId: z.number().int().nullable(),
  epkgUUID: z.string().nullable(),
  epkgId: z.number().int().nullable(),
  scormCourseId: z.number().int().nullable(),
});
export type ScormDetails = z.infer<typeof scormDetailsSchema>;

export const skipLandingPageSchema = z.object({ skip: z.boolean() });
export const skipLandingPageParamsSchema = z.object({
  id: idParam(),
  flag: z.enum(['true', 'false']).transform((flag) => flag === 'true'),
});

/** People who can be responsible for a course: those with the role atrium or staff (users area). */
export const responsibleUserListSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));
export const responsibleUsersBodySchema = z.object({ courseResponsible: optionalId, subjectResponsible: optionalId });
export type ResponsibleUsersBody = z.infer<typeof responsibleUsersBodySchema>;

/** How many licenses got a new competence expiry. */
export const competenceRefreshSchema = z.object({ updated: z.number().int() });

/**
 * /ecourse/:id/copy (document 001 §2): the copy form starts from the original without id, internal name
 * and integration number, with canPurchase, canStart and availableOfflineApp off. The service resets the
 * three flags too, whatever the copy form sends.
 */
export function copyOfEcourse(course: Ecourse): EcourseGeneral {
  const {
    id: _id,
    uuid: _uuid,
    productId: _productId,
    courseResponsible: _c,
    subjectResponsible: _s,
    classroomCourseId: _t,
    packageId: _p,
    ...general
  } = course;
  return {
    ...general,
    internalName: '',
    eLearningCourseFlags: { ...general.eLearningCourseFlags, canPurchase: false, canStart: false, availableOfflineApp: false },
  };
}
