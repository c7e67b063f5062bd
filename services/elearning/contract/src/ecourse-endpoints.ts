// Browser-safe: the endpoints of the e-course itself. Their own file, because they take schemas of
// ecourse-from-course.ts, which builds on ecourses.ts: in ecourses.ts they would make a module cycle.
import { COURSE_ADMINS, defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { classroomCourseParamsSchema, ecourseFromCourseSchema } from './ecourse-from-course';
import {
  CALCULATION_METHODS,
  ECOURSE_LANGUAGES,
  ECOURSE_TAGS,
  PRODUCT_CATEGORIES,
  USER_VERIFICATION_TAGS,
  valueListSchema,
  competenceRefreshSchema,
  ecourseCreatedSchema,
  ecourseGeneralSchema,
  ecourseParamsSchema,
  ecourseSchema,
  ecourseSearchQuerySchema,
  ecourseSearchResultSchema,
  ecourseUuidParamsSchema,
  ecourseUuidSchema,
  integrationNumberSchema,
  responsibleUserListSchema,
  responsibleUsersBodySchema,
} from './ecourses';

/** The e-course itself (document 001 §7): search, read, save, create from a classroom course, copy, ids, responsible users and the competence refresh. */
export const ecourseEndpoints = {
  search: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/data/ecourses/search',
    access: { roles: COURSE_ADMINS },
    query: ecourseSearchQuerySchema,
    response: ecourseSearchResultSchema,
  }),
  responsibleUsers: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/data/ecourses/responsibleUsers',
    access: { roles: COURSE_ADMINS },
    response: responsibleUserListSchema,
  }),
  get: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/data/ecourses/:id',
    access: { roles: COURSE_ADMINS },
    params: ecourseParamsSchema,
    response: ecourseSchema,
  }),
  update: defineEndpoint({
    area: 'elearning',
    method: 'PUT',
    path: '/data/ecourses/:id',
    access: { roles: COURSE_ADMINS },
    params: ecourseParamsSchema,
    body: ecourseGeneralSchema,
    response: ecourseSchema,
  }),
  createFromCourse: defineEndpoint({
    area: 'elearning',
    method: 'POST',
    path: '/data/ecourses/createFromCourse/:courseId',
    access: { roles: COURSE_ADMINS },
    params: classroomCourseParamsSchema,
    body: ecourseFromCourseSchema,
    response: ecourseCreatedSchema,
    status: 201,
    idempotent: true,
  }),
  copy: defineEndpoint({
    area: 'elearning',
    method: 'POST',
    path: '/data/ecourses/copy/:id',
    access: { roles: COURSE_ADMINS },
    params: ecourseParamsSchema,
    body: ecourseGeneralSchema,
    response: ecourseCreatedSchema,
    status: 201,
    idempotent: true,
  }),
  uuid: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/data/ecourses/:id/uuid',
    access: { roles: COURSE_ADMINS },
    params: ecourseParamsSchema,
    response: ecourseUuidSchema,
  }),
  integrationNumber: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/data/integrationNumberForElearningCourse/:uuid',
    access: { roles: COURSE_ADMINS },
    params: ecourseUuidParamsSchema,
    response: integrationNumberSchema,
  }),
  setResponsibleUsers: defineEndpoint({
    area: 'elearning',
    method: 'PUT',
    path: '/data/ecourses/:id/responsibleUsers',
    access: { roles: PLATFORM_ADMINS },
    params: ecourseParamsSchema,
    body: responsibleUsersBodySchema,
    response: ecourseSchema,
  }),
  refreshCompetenceExpiry: defineEndpoint({
    area: 'elearning',
    method: 'POST',
    path: '/data/ecourses/:id/refreshCompetenceExpiry',
    access: { roles: COURSE_ADMINS },
    params: ecourseParamsSchema,
    response: competenceRefreshSchema,
  }),
};

/** The value lists of document 001 §7, each answered as [{ key }] from the keys above. */
export const VALUE_LISTS = {
  languages: ECOURSE_LANGUAGES,
  tags: ECOURSE_TAGS,
  verificationTags: USER_VERIFICATION_TAGS,
  productCategories: PRODUCT_CATEGORIES,
  calculationMethods: CALCULATION_METHODS,
} as const;
export type ValueListName = keyof typeof VALUE_LISTS;

const valueList = (name: ValueListName) =>
  defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: `/data/ecourses/${name}`,
    access: { roles: COURSE_ADMINS },
    response: valueListSchema,
  });

export const valueListEndpoints = {
  languages: valueList('languages'),
  tags: valueList('tags'),
  verificationTags: valueList('verificationTags'),
  productCategories: valueList('productCategories'),
  calculationMethods: valueList('calculationMethods'),
};
