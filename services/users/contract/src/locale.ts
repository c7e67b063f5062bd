import { z } from 'zod';

/** The locales a person can choose; its own file so feature files can use it without importing the index. */
export const LOCALES = ['nb_NO', 'sv_SE', 'en_US'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;
