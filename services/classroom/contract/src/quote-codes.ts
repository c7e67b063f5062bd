// Browser-safe: zod schemas and types only.
import { COURSE_ADMINS, defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { z } from 'zod';
import { classroomCourseIdParamsSchema } from './course-params';
import { courseLocaleSchema } from './courses';

export const QUOTE_CODE_CHECK_DELAY_MS = 250;

export const quoteCodeSchema = z.object({ locale: courseLocaleSchema, code: z.string().trim().max(50) });
export type QuoteCode = z.infer<typeof quoteCodeSchema>;

/** Codes must be unique among the non-empty ones; an empty code means none for that locale. */
export function duplicateQuoteCodes(codes: readonly QuoteCode[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const { code } of codes) {
    const key = code.trim().toLowerCase();
    if (key === '') continue;
    if (seen.has(key)) duplicates.add(key);
    seen.add(key);
  }
  return [...duplicates];
}

export const quoteCodesSchema = z
  .array(quoteCodeSchema)
  .max(3)
  .superRefine((codes, ctx) => {
    if (new Set(codes.map((code) => code.locale)).size !== codes.length) {
      ctx.addIssue({ code: 'custom', message: 'courses.classroom.invalid.duplicateLocale' });
    }
    const duplicates = duplicateQuoteCodes(codes);
    codes.forEach((code, index) => {
      if (duplicates.includes(code.code.trim().toLowerCase())) {
        ctx.addIssue({ code: 'custom', path: [index, 'code'], message: 'courses.classroom.invalid.quoteCodeDuplicate' });
      }
    });
  });

export const quoteCodeValidateQuerySchema = z.object({
  code: z.string().trim().max(50).default(''),
  /** The course being edited: its own codes do not count as existing. */
  classroomCourseId: z.coerce.number().int().min(1).max(2147483647).optional(),
});
export const quoteCodeValidationSchema = z.object({ exists: z.boolean() });

/** Document 000 §7: a course's quote codes per locale; whether another course has a code; platform admins save them. */
export const quoteCodeEndpoints = {
  list: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/clcourses/:id/quoteCodes',
    access: { roles: COURSE_ADMINS },
    params: classroomCourseIdParamsSchema,
    response: z.array(quoteCodeSchema),
  }),
  validate: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/clcourses/quoteCodes/validate',
    access: { roles: PLATFORM_ADMINS },
    query: quoteCodeValidateQuerySchema,
    response: quoteCodeValidationSchema,
  }),
  save: defineEndpoint({
    area: 'classroom',
    method: 'PUT',
    path: '/data/clcourses/:id/quoteCodes',
    access: { roles: PLATFORM_ADMINS },
    params: classroomCourseIdParamsSchema,
    body: quoteCodesSchema,
    response: z.array(quoteCodeSchema),
  }),
};
