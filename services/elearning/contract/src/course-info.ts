import { z } from 'zod';
import { ecourseCatalogueItemSchema } from './catalogue';
import { ecourseLanguageSchema } from './ecourses';
import { ecourseLocalizedTextSchema } from './ecourse-texts';
import { packageTypeSchema } from './packages';

const id = z.coerce.number().int().min(1).max(2147483647);

/**
 * GET data/ecourses/courseInfo (document 001 §7 "course from courseId or elearningCourseId with locale"):
 * the e-course made from classroom course `courseId`, or e-course `elearningCourseId`, with its text in
 * `locale` (null when the course has none in that locale; the caller decides what to fall back to).
 * Any signed-in user; outside course staff only courses that can be purchased or started.
 */
export const courseInfoQuerySchema = z
  .object({ courseId: id.optional(), elearningCourseId: id.optional(), locale: ecourseLanguageSchema })
  .refine((query) => (query.courseId === undefined) !== (query.elearningCourseId === undefined), {
    message: 'validation.required',
    path: ['courseId'],
  });

const packageInfo = { packageType: packageTypeSchema.nullable(), packageId: z.number().int().nullable() };

export const courseInfoSchema = ecourseCatalogueItemSchema.extend({ ...packageInfo, text: ecourseLocalizedTextSchema.nullable() });
export type CourseInfo = z.infer<typeof courseInfoSchema>;

/**
 * GET data/ecourses/withBuyAndScormInfo (§7 "all with buy and scorm info"): the catalogue's courses with
 * what buying needs (flags, price valid now) and what playing needs (package), paged like the catalogue.
 */
export const buyAndScormQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const buyAndScormItemSchema = ecourseCatalogueItemSchema.extend(packageInfo);
export const buyAndScormResponseSchema = z.object({ items: z.array(buyAndScormItemSchema), total: z.number().int() });
export type BuyAndScormResponse = z.infer<typeof buyAndScormResponseSchema>;
