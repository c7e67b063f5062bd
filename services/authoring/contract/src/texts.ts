// Browser-safe: the localized texts every authoring object carries (document 003 §3 "text per locale").
import { z } from 'zod';

export const AUTHORING_LOCALES = ['nb_NO', 'sv_SE', 'en_US'] as const;
export const authoringLocaleSchema = z.enum(AUTHORING_LOCALES);
export type AuthoringLocale = z.infer<typeof authoringLocaleSchema>;

/** One locale's text: a plain title and a rich-text body (HTML, sanitised on save: decision 0239). */
export const localizedTextSchema = z.object({
  title: z.string().trim().max(300, 'validation.length.max').default(''),
  body: z.string().max(200_000, 'validation.length.max').default(''),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** Text per locale; a locale without a text is left out. */
export const localizedTextsSchema = z.partialRecord(authoringLocaleSchema, localizedTextSchema);
export type LocalizedTexts = z.infer<typeof localizedTextsSchema>;

/** Whether the object has a title in this locale. */
export const hasTextIn = (texts: LocalizedTexts, locale: AuthoringLocale): boolean => (texts[locale]?.title ?? '').trim() !== '';

/** The title to show: the locale's, else the first one there is. */
export const titleIn = (texts: LocalizedTexts, locale: AuthoringLocale): string =>
  texts[locale]?.title || Object.values(texts).find((text) => text?.title)?.title || '';

export const uuidParamsSchema = z.object({ uuid: z.uuid() });
export const idSchema = z.coerce.number().int().min(1).max(2147483647);
