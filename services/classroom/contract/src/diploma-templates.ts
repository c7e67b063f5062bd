// Browser-safe: what a diploma template says per locale (decision 0233), edited by course staff on the diploma
// templates screen and printed by the company area's diploma download.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { COURSE_LOCALES } from './courses';

/** The placeholders a template's body may hold; the diploma fills them in. */
export const DIPLOMA_PLACEHOLDERS = ['{name}', '{course}', '{date}', '{hours}'] as const;

export const diplomaTemplateParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });

export const diplomaTemplateTextSchema = z.object({
  locale: z.enum(COURSE_LOCALES),
  title: z.string().trim().max(200),
  /** Free text with {name}, {course}, {date}, {hours}; a blank line starts a paragraph. */
  body: z.string().trim().max(2000),
  /** Who issues the diploma, printed under the body (the provider's name when empty). */
  issuer: z.string().trim().max(200),
  /** Under the signature line: the signer's name and title. */
  signatureLine: z.string().trim().max(200),
});
export type DiplomaTemplateText = z.infer<typeof diplomaTemplateTextSchema>;

/** One text per locale, each at most once. */
export const diplomaTemplateTextsSchema = z
  .array(diplomaTemplateTextSchema)
  .max(COURSE_LOCALES.length)
  .refine((texts) => new Set(texts.map((text) => text.locale)).size === texts.length, { message: 'validation.unique' });

export const diplomaTemplateEndpoints = {
  texts: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/diplomaTemplates/:id/texts',
    access: { roles: COURSE_ADMINS },
    params: diplomaTemplateParamsSchema,
    response: z.array(diplomaTemplateTextSchema),
  }),
  saveTexts: defineEndpoint({
    area: 'classroom',
    method: 'PUT',
    path: '/data/diplomaTemplates/:id/texts',
    access: { roles: COURSE_ADMINS },
    params: diplomaTemplateParamsSchema,
    body: diplomaTemplateTextsSchema,
    response: z.array(diplomaTemplateTextSchema),
  }),
};
