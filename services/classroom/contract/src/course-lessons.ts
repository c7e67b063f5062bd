// Browser-safe: zod schemas, types and the endpoints of a course's linked e-learning lessons.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { classroomCourseIdParamsSchema } from './course-params';

const id = z.number().int().min(1).max(2147483647);

export const linkedLessonSchema = z.object({
  id: z.number().int(),
  courseElearningId: z.number().int(),
  epkgLessonId: z.number().int(),
  description: z.string(),
});
export type LinkedLesson = z.infer<typeof linkedLessonSchema>;

export const linkedLessonsSchema = z.object({
  /** Whether e-learning lessons may be linked to this course at all. */
  allowed: z.boolean(),
  lessons: z.array(linkedLessonSchema),
});
export type LinkedLessons = z.infer<typeof linkedLessonsSchema>;

export const newLinkedLessonSchema = z.object({
  courseElearningId: id,
  epkgLessonId: id,
  description: z.string().trim().max(500).default(''),
});
export const allowLessonsSchema = z.object({ allowed: z.boolean() });
export const lessonParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2147483647),
  lessonId: z.coerce.number().int().min(1).max(2147483647),
});

const call = { area: 'classroom', access: { roles: COURSE_ADMINS } } as const;
const params = classroomCourseIdParamsSchema;

/** Document 000 §7: the e-learning lessons linked to a classroom course, and whether linking is allowed. */
export const courseLessonEndpoints = {
  list: defineEndpoint({ ...call, method: 'GET', path: '/data/clcourses/:id/elearningLessons', params, response: linkedLessonsSchema }),
  allow: defineEndpoint({
    ...call,
    method: 'POST',
    path: '/data/clcourses/:id/elearningLessons/allow',
    params,
    body: allowLessonsSchema,
    response: linkedLessonsSchema,
  }),
  save: defineEndpoint({
    ...call,
    method: 'POST',
    path: '/data/clcourses/:id/elearningLessons',
    params,
    body: newLinkedLessonSchema,
    response: linkedLessonsSchema,
  }),
  remove: defineEndpoint({
    ...call,
    method: 'DELETE',
    path: '/data/clcourses/:id/elearningLessons/:lessonId',
    params: lessonParamsSchema,
    response: linkedLessonsSchema,
  }),
};
