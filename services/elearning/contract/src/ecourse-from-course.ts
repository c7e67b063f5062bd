// Browser-safe: zod schemas and types only.
import { z } from 'zod';
import { ecourseGeneralSchema } from './ecourses';
import { ecourseLocalizedTextsSchema } from './ecourse-texts';
import { idParam } from './ids';

/**
 * POST data/ecourses/createFromCourse/{courseId}: /ecourse/new/:courseId starts from a classroom course
 * template. The e-learning service cannot read the classroom area's tables, so the remote reads the
 * template through the classroom API (GET /api/classroom/data/clcourses/{courseId} and its courseTexts),
 * prefills the form, and sends the result here; the service keeps courseId as the course's origin.
 */
export const ecourseFromCourseSchema = ecourseGeneralSchema.extend({
  localizedTexts: ecourseLocalizedTextsSchema.default([]),
});
export type EcourseFromCourse = z.input<typeof ecourseFromCourseSchema>;

export const classroomCourseParamsSchema = z.object({ courseId: idParam() });
