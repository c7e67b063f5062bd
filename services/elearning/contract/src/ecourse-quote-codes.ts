// Browser-safe: zod schemas and types only.
import { defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { z } from 'zod';
import { ecourseLanguageSchema, ecourseParamsSchema } from './ecourses';
import { idParam } from './ids';

/*
 * Document 001 §6: platform admins only.
 *
 *   GET data/ecourses/{id}/quoteCodes                     platform admins  -> ecourseQuoteCodeListSchema
 *   GET data/ecourses/quoteCodes/validate?code&ecourseId  platform admins  -> quoteCodeValidationSchema
 *   PUT data/ecourses/{id}/quoteCodes                     platform admins  ecourseQuoteCodesSchema -> ecourseQuoteCodeListSchema
 */

/** Document 001 §4: the code field is checked this long after the last keystroke. */
export const ECOURSE_QUOTE_CODE_CHECK_DELAY_MS = 250;

export const ecourseQuoteCodeSchema = z.object({ locale: ecourseLanguageSchema, code: z.string().trim().max(50) });
export type EcourseQuoteCode = z.infer<typeof ecourseQuoteCodeSchema>;
export const ecourseQuoteCodeListSchema = z.array(ecourseQuoteCodeSchema);

const codeKey = (code: string) => code.trim().toLowerCase();

/**
 * One code per locale; an empty code means none. Codes are unique among the non-empty ones, across
 * e-courses and within the list (letter case does not make a code different).
 */
export const ecourseQuoteCodesSchema = z
  .array(ecourseQuoteCodeSchema)
  .max(3)
  .superRefine((codes, ctx) => {
    if (new Set(codes.map((code) => code.locale)).size !== codes.length)
      ctx.addIssue({ code: 'custom', message: 'ecourse.invalid.duplicateLocale' });
    codes.forEach((code, index) => {
      const key = codeKey(code.code);
      if (key !== '' && codes.findIndex((other) => codeKey(other.code) === key) < index) {
        ctx.addIssue({ code: 'custom', path: [index, 'code'], message: 'ecourse.invalid.quoteCodeDuplicate' });
      }
    });
  });

export const quoteCodeValidateQuerySchema = z.object({
  code: z.string().trim().max(50).default(''),
  /** The course being edited: its own codes do not count as taken. */
  ecourseId: idParam().optional(),
});
export const quoteCodeValidationSchema = z.object({ exists: z.boolean() });

/** An e-course's quote codes per language; whether another course has a code; platform admins save them (document 001 §7). */
export const ecourseQuoteCodeEndpoints = {
  list: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/data/ecourses/:id/quoteCodes',
    access: { roles: PLATFORM_ADMINS },
    params: ecourseParamsSchema,
    response: ecourseQuoteCodeListSchema,
  }),
  validate: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/data/ecourses/quoteCodes/validate',
    access: { roles: PLATFORM_ADMINS },
    query: quoteCodeValidateQuerySchema,
    response: quoteCodeValidationSchema,
  }),
  save: defineEndpoint({
    area: 'elearning',
    method: 'PUT',
    path: '/data/ecourses/:id/quoteCodes',
    access: { roles: PLATFORM_ADMINS },
    params: ecourseParamsSchema,
    body: ecourseQuoteCodesSchema,
    response: ecourseQuoteCodeListSchema,
  }),
};
