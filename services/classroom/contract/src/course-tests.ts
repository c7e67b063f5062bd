// Browser-safe: zod schemas and types only.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { classroomCourseUuidParamsSchema } from './courses';

export const testTypeSchema = z.enum(['preTest', 'exam']);
export type TestType = z.infer<typeof testTypeSchema>;

export const classroomCourseTestSchema = z.object({
  id: z.number().int(),
  testType: testTypeSchema,
  questionSetId: z.number().int().nullable(),
});
export type ClassroomCourseTest = z.infer<typeof classroomCourseTestSchema>;

export const classroomCourseTestsResponseSchema = z.object({
  classroomCourseTests: z.object({ preTest: classroomCourseTestSchema.nullable(), exams: z.array(classroomCourseTestSchema) }),
});
export type ClassroomCourseTestsResponse = z.infer<typeof classroomCourseTestsResponseSchema>;

/** Without a test id the pre-test is created (a course has at most one). */
export const updateClassroomCourseTestSchema = z.object({
  classroomCourseId: z.number().int().min(1).max(2147483647),
  test: z.object({
    id: z.number().int().min(1).max(2147483647).optional(),
    testType: testTypeSchema,
    questionSetId: z.number().int().min(1).max(2147483647).nullable(),
  }),
});
export type UpdateClassroomCourseTest = z.infer<typeof updateClassroomCourseTestSchema>;

export const addedExamSchema = z.object({ id: z.number().int(), testType: testTypeSchema, questionSetId: z.null() });

const call = { area: 'classroom', access: { roles: COURSE_ADMINS } } as const;

/** Document 000 §7: a course's pre-test and exams, each pointing at a question set. */
export const courseTestEndpoints = {
  list: defineEndpoint({
    ...call,
    method: 'GET',
    path: '/data/clcourses/getClassroomCourseTests/:uuid',
    params: classroomCourseUuidParamsSchema,
    response: classroomCourseTestsResponseSchema,
  }),
  update: defineEndpoint({
    ...call,
    method: 'POST',
    path: '/data/clcourses/updateClassroomCourseTest',
    body: updateClassroomCourseTestSchema,
    response: classroomCourseTestSchema,
  }),
  addExam: defineEndpoint({
    ...call,
    method: 'POST',
    path: '/data/clcourses/addEmptyExamForClassroomCourse/:uuid',
    params: classroomCourseUuidParamsSchema,
    response: addedExamSchema,
  }),
};
