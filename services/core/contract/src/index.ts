// Browser-safe: the React remotes import this, so only zod may be imported here.
import { z } from 'zod';

import { roleSchema } from './roles';
export * from './roles';

/** Norway, Sweden, international, and the international control site of document 001 §9 (decision 0155). */
export const learningSiteSchema = z.enum(['NO', 'SE', 'INT', 'CTRL']);
export type LearningSite = z.infer<typeof learningSiteSchema>;

/**
 * Document 001 §9's site map: each learning site's locale and currency (Norway, Sweden, the international control
 * site in es_ES, otherwise international). es_ES has no catalogue of its own: its texts fall back to en_US.
 */
export const SITE_STORES = {
  NO: { locale: 'nb_NO', currency: 'NOK' },
  SE: { locale: 'sv_SE', currency: 'SEK' },
  INT: { locale: 'en_US', currency: 'EUR' },
  CTRL: { locale: 'es_ES', currency: 'EUR' },
} as const satisfies Record<LearningSite, { locale: string; currency: string }>;

/** GET data/store/getCurrentStore (document 001 §7) as every area answers it: the user's site and its store. */
export const siteStoreSchema = z.object({
  site: learningSiteSchema,
  locale: z.enum(['nb_NO', 'sv_SE', 'en_US', 'es_ES']),
  currency: z.enum(['NOK', 'SEK', 'EUR']),
});

export const customerContextSchema = z.object({
  customerId: z.number().int(),
  customerName: z.string(),
  roles: z.array(roleSchema),
});
export type CustomerContext = z.infer<typeof customerContextSchema>;

export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

// Query strings and HTML forms carry booleans as text; JSON bodies carry real booleans.
export const booleanish = () => z.union([z.boolean(), z.stringbool({ truthy: ['true'], falsy: ['false'] })]);
export * from './course-texts';
export * from './media-files';
export * from './role-sets';
export * from './area-routes';
export * from './endpoint';
export * from './keyset-page';
export * from './audit-log';
export * from './video-link';
