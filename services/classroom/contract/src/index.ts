// Browser-safe: zod schemas and types only.
import { booleanish, COURSE_ADMINS, defineEndpoint, keysetPageFields, pageCursorsSchema } from '@atrium/core-contract';
import { z } from 'zod';
import { classroomCourseIdParamsSchema as courseIdParams } from './course-params';
import { classroomCourseCreatedSchema, classroomCourseGeneralSchema, classroomCourseSchema } from './courses';

export const currencySchema = z.enum(['NOK', 'SEK', 'EUR']);
export type Currency = z.infer<typeof currencySchema>;

/** Filter of the classroom course list (/clcourses) and of its Excel download. */
export const classroomCourseFilterSchema = z.object({
  /** A course id (exact) or part of the internal name. */
  q: z.string().trim().max(200).optional(),
  canPurchaseOnly: booleanish().default(true),
  /** Which currency's price to show. */
  currency: currencySchema.default('NOK'),
});
export type ClassroomCourseFilter = z.infer<typeof classroomCourseFilterSchema>;

/** Keyset paged in name order (issue 12): the page's cursors ask for its neighbours, so a deep page is as quick as the first. */
export const clcoursesQuery = classroomCourseFilterSchema.extend(keysetPageFields(200));
export type ClcoursesQuery = z.infer<typeof clcoursesQuery>;

/** The download is a plain form post as well as JSON; nothing posted means the list's defaults. */
export const classroomCourseExcelBodySchema = classroomCourseFilterSchema.prefault({});

export const coursePriceSchema = z.object({
  /** Minor units: the entered amount times 100. */
  value: z.number().int(),
  currency: currencySchema,
  fromDate: z.iso.date(),
  toDate: z.iso.date(),
});
export type CoursePrice = z.infer<typeof coursePriceSchema>;

export const classroomCourseListItemSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  internalName: z.string(),
  /** The integration number. */
  productId: z.string().nullable(),
  canPurchase: z.boolean(),
  /** The price in the requested currency that is valid today, if any. */
  price: coursePriceSchema.nullable(),
  productCategories: z.array(z.string()),
});
export type ClassroomCourseListItem = z.infer<typeof classroomCourseListItemSchema>;

export const classroomCourseListResponseSchema = z.object({
  items: z.array(classroomCourseListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  cursors: pageCursorsSchema,
});
export type ClassroomCourseListResponse = z.infer<typeof classroomCourseListResponseSchema>;

export { classroomCourseIdParamsSchema } from './course-params';

export const integrationNumberSchema = z.object({ value: z.string().nullable() });
export type IntegrationNumber = z.infer<typeof integrationNumberSchema>;

export * from './instances';
export * from './advanced-search';
export * from './day-times';
export * from './courses';
export * from './course-texts';
export * from './course-prices';
export * from './media-files';
export * from './course-evaluations';
export * from './course-customers';
export * from './course-tests';
export * from './course-lessons';
export * from './quote-codes';
export * from './course-lookups';
export * from './course-package';
export * from './classroom-licenses';
export * from './my-participations';
export * from './course-place';
export * from './course-place-picker';
export * from './course-place-room';
export * from './course-place-rating';
export * from './course-place-map';
export * from './classroom-management';
export * from './lists-of-values';
export * from './instructor-page';
export * from './instructor-materials';
export * from './instructor-mass-email';
export * from './instance-tests';
export * from './course-calendar';
export * from './instance-evaluations';
export * from './course-report';
export * from './participant-list-signing';
export * from './internal-control';
export * from './weekly-dashboards';
export * from './clash-check';
export * from './person-licenses';

/** A course's id and internal name, for the pickers that search courses (id exact, name in part). */
export const courseSearchQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(40),
});
export const courseSearchResultSchema = z.array(z.object({ id: z.number().int(), internalName: z.string() }));

const courseCall = { area: 'classroom', access: { roles: COURSE_ADMINS } } as const;

/** Document 000 §7: the course templates (/clcourses and the course editor). */
export const classroomCourseEndpoints = {
  list: defineEndpoint({
    ...courseCall,
    method: 'GET',
    path: '/data/clcourses',
    query: clcoursesQuery,
    response: classroomCourseListResponseSchema,
  }),
  search: defineEndpoint({
    ...courseCall,
    method: 'GET',
    path: '/data/clcourses/search',
    query: courseSearchQuerySchema,
    response: courseSearchResultSchema,
  }),
  get: defineEndpoint({
    ...courseCall,
    method: 'GET',
    path: '/data/clcourses/:id',
    params: courseIdParams,
    response: classroomCourseSchema,
  }),
  create: defineEndpoint({
    ...courseCall,
    method: 'POST',
    path: '/data/clcourses/createFromGeneralData',
    body: classroomCourseGeneralSchema,
    response: classroomCourseCreatedSchema,
    status: 201,
    idempotent: true,
  }),
  update: defineEndpoint({
    ...courseCall,
    method: 'PUT',
    path: '/data/clcourses/:id',
    params: courseIdParams,
    body: classroomCourseGeneralSchema,
    response: classroomCourseSchema,
  }),
  /** A new course (its own internal name) with the original's texts, prices, files and links. */
  copy: defineEndpoint({
    ...courseCall,
    method: 'POST',
    path: '/data/clcourses/:id/copy',
    params: courseIdParams,
    body: classroomCourseGeneralSchema,
    response: classroomCourseCreatedSchema,
    status: 201,
    idempotent: true,
  }),
};
export * from './diploma-templates';
