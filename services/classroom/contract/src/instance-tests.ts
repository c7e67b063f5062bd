// Browser-safe: an instance's own pre-test and exams and the task sets they use (document 002 §3
// "classroomCourseTests", §7 taskSetsList, updateClassroomCourseInstanceTest, addEmptyExamForClassroomCourseInstance;
// decision 0227). An instance without tests of its own shows its course's; its first change copies them.
import { COURSE_RUNNERS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { instanceIdParamsSchema } from './classroom-management';
import { addedExamSchema, classroomCourseTestSchema, updateClassroomCourseTestSchema } from './course-tests';

const MAX_INT = 2147483647;

export const instanceTestsSchema = z.object({
  preTest: classroomCourseTestSchema.nullable(),
  exams: z.array(classroomCourseTestSchema),
  /** The course's tests, shown until the instance has tests of its own. */
  inherited: z.boolean(),
});
export type InstanceTests = z.infer<typeof instanceTestsSchema>;

export const instanceTaskSetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** One of the task sets chosen for the instance (its edit screen's task sets), listed first. */
  onInstance: z.boolean(),
});
export type InstanceTaskSet = z.infer<typeof instanceTaskSetSchema>;

/** Without a test id the pre-test is set (an instance has at most one). */
export const updateInstanceTestSchema = z.object({
  classroomCourseInstanceId: z.number().int().min(1).max(MAX_INT),
  test: updateClassroomCourseTestSchema.shape.test,
});

const runnerCall = { area: 'classroom', access: { roles: COURSE_RUNNERS } } as const;

export const instanceTestEndpoints = {
  taskSets: defineEndpoint({
    ...runnerCall,
    method: 'GET',
    path: '/data/classroom-management/taskSetsList/:instanceId',
    params: instanceIdParamsSchema,
    response: z.array(instanceTaskSetSchema),
  }),
  update: defineEndpoint({
    ...runnerCall,
    method: 'POST',
    path: '/data/classroom-management/updateClassroomCourseInstanceTest',
    body: updateInstanceTestSchema,
    response: classroomCourseTestSchema,
  }),
  addExam: defineEndpoint({
    ...runnerCall,
    method: 'POST',
    path: '/data/classroom-management/addEmptyExamForClassroomCourseInstance/:instanceUUID',
    params: z.object({ instanceUUID: z.uuid() }),
    response: addedExamSchema,
  }),
};
