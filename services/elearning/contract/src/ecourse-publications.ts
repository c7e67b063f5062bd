// Browser-safe: zod schemas and types only.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { ecourseParamsSchema } from './ecourses';
import { idParam } from './ids';

/*
 *   GET    data/ecourses/{id}/publications                    course admins  -> publicationListSchema
 *   PUT    data/ecourses/{id}/publications/{publicationId}    course admins  -> publicationListSchema (attached)
 *   DELETE data/ecourses/{id}/publications/{publicationId}    course admins  -> publicationListSchema (detached)
 *
 * A publication is a place the course is offered (a learning site, the offline app); the list holds
 * every publication, each saying whether this course is attached to it.
 */
export const publicationSchema = z.object({ id: z.number().int(), name: z.string(), attached: z.boolean() });
export type Publication = z.infer<typeof publicationSchema>;
export const publicationListSchema = z.array(publicationSchema);
export const publicationParamsSchema = z.object({ id: idParam(), publicationId: idParam() });

/** Publications of an e-course (document 001 §2, §7): get, attach, detach. */
export const publicationEndpoints = {
  list: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/data/ecourses/:id/publications',
    access: { roles: COURSE_ADMINS },
    params: ecourseParamsSchema,
    response: publicationListSchema,
  }),
  attach: defineEndpoint({
    area: 'elearning',
    method: 'PUT',
    path: '/data/ecourses/:id/publications/:publicationId',
    access: { roles: COURSE_ADMINS },
    params: publicationParamsSchema,
    response: publicationListSchema,
  }),
  detach: defineEndpoint({
    area: 'elearning',
    method: 'DELETE',
    path: '/data/ecourses/:id/publications/:publicationId',
    access: { roles: COURSE_ADMINS },
    params: publicationParamsSchema,
    response: publicationListSchema,
  }),
};
