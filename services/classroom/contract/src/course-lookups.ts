// Browser-safe: zod schemas, types and the endpoints of the lists the course screens pick from, and course comments.
import { COURSE_ADMINS, defineEndpoint, siteStoreSchema } from '@atrium/core-contract';
import { z } from 'zod';

export const courseProviderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  defaultDiplomaTemplateId: z.number().int().nullable(),
});
export type CourseProvider = z.infer<typeof courseProviderSchema>;

export const diplomaTemplateSchema = z.object({ id: z.number().int(), name: z.string() });
export type DiplomaTemplate = z.infer<typeof diplomaTemplateSchema>;

export const providerParamsSchema = z.object({ providerId: z.coerce.number().int().min(1).max(2147483647) });

export const responsibleUserSchema = z.object({ id: z.number().int(), name: z.string() });
export type ResponsibleUser = z.infer<typeof responsibleUserSchema>;

export const currentStoreSchema = siteStoreSchema;

/** GET data/ecourses: e-courses whose name holds q (or whose id is q), at most ECOURSE_SEARCH_LIMIT. */
export const ECOURSE_SEARCH_LIMIT = 50;
export const ecoursesQuerySchema = z.object({ q: z.string().trim().max(200).optional() });
export const ecourseSchema = z.object({ id: z.number().int(), name: z.string() });

export const COMMENT_TYPES = ['note'] as const;
export const commentTypeSchema = z.enum(COMMENT_TYPES);
export const commentParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2147483647), type: commentTypeSchema });
export const newCommentSchema = z.object({ text: z.string().trim().min(1).max(10000) });
export const courseCommentSchema = z.object({
  id: z.number().int(),
  type: commentTypeSchema,
  text: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type CourseComment = z.infer<typeof courseCommentSchema>;

const read = { area: 'classroom', access: { roles: COURSE_ADMINS } } as const;

/** Document 000 §7: providers and their diploma templates, currencies, the store, responsible users, tags, e-courses, comments. */
export const courseLookupEndpoints = {
  // Provider names are public: the e-course catalogue shows them to every signed-in user.
  providers: defineEndpoint({
    area: 'classroom',
    access: 'authenticated',
    method: 'GET',
    path: '/data/courseProviders',
    response: z.array(courseProviderSchema),
  }),
  diplomaTemplates: defineEndpoint({
    ...read,
    method: 'GET',
    path: '/data/courseProviders/:providerId/diplomaTemplates',
    params: providerParamsSchema,
    response: z.array(diplomaTemplateSchema),
  }),
  currencies: defineEndpoint({ ...read, method: 'GET', path: '/data/currencies', response: z.array(z.string()) }),
  currentStore: defineEndpoint({ ...read, method: 'GET', path: '/data/store/getCurrentStore', response: currentStoreSchema }),
  responsibleUsers: defineEndpoint({
    ...read,
    method: 'GET',
    path: '/data/clcourses/responsibleUsers',
    response: z.array(responsibleUserSchema),
  }),
  tags: defineEndpoint({ ...read, method: 'GET', path: '/data/clcourses/tags', response: z.array(z.string()) }),
  ecourses: defineEndpoint({
    ...read,
    method: 'GET',
    path: '/data/ecourses',
    query: ecoursesQuerySchema,
    response: z.array(ecourseSchema),
  }),
  comments: defineEndpoint({
    ...read,
    method: 'GET',
    path: '/data/clcourses/:id/comments/:type',
    params: commentParamsSchema,
    response: z.array(courseCommentSchema),
  }),
  addComment: defineEndpoint({
    ...read,
    method: 'POST',
    path: '/data/clcourses/:id/comments/:type',
    params: commentParamsSchema,
    body: newCommentSchema,
    response: z.array(courseCommentSchema),
  }),
};
