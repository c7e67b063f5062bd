// Browser-safe: the rooms of a venue (document 003 §3 "Course room", §7 rooms get, create, update, set confirmed).
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { coursePlaceParamsSchema, courseRoomSchema } from './course-place';

export const courseRoomParamsSchema = coursePlaceParamsSchema.extend({
  roomId: z.coerce.number().int().min(1).max(2147483647),
});

export const courseRoomWriteSchema = z.object({
  name: z.string().trim().min(1).max(200),
  description: z
    .string()
    .trim()
    .max(2000)
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value)),
  confirmed: z.boolean().default(false),
});
export type CourseRoomWrite = z.input<typeof courseRoomWriteSchema>;

export const courseRoomConfirmedSchema = z.object({ confirmed: z.boolean() });

export const courseRoomEndpoints = {
  list: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/course-places/:id/rooms',
    access: { roles: COURSE_ADMINS },
    params: coursePlaceParamsSchema,
    response: z.array(courseRoomSchema),
  }),
  create: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: '/data/course-places/:id/rooms',
    access: { roles: COURSE_ADMINS },
    params: coursePlaceParamsSchema,
    body: courseRoomWriteSchema,
    response: courseRoomSchema,
    status: 201,
  }),
  update: defineEndpoint({
    area: 'classroom',
    method: 'PUT',
    path: '/data/course-places/:id/rooms/:roomId',
    access: { roles: COURSE_ADMINS },
    params: courseRoomParamsSchema,
    body: courseRoomWriteSchema,
    response: courseRoomSchema,
  }),
  setConfirmed: defineEndpoint({
    area: 'classroom',
    method: 'PUT',
    path: '/data/course-places/:id/rooms/:roomId/confirmed',
    access: { roles: COURSE_ADMINS },
    params: courseRoomParamsSchema,
    body: courseRoomConfirmedSchema,
    response: courseRoomSchema,
  }),
};
