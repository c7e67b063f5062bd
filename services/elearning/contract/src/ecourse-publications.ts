// Browser-safe: zod schemas and types only.
import { z } from 'zod';
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
