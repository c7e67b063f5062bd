// Browser-safe: zod schemas and types only.
import { defineEndpoint, siteStoreSchema } from '@atrium/core-contract';
import { z } from 'zod';

/**
 * GET data/store/getCurrentStore (document 001 §7), any signed-in user: the user's learning site with its
 * locale and currency, named as the classroom area answers the same call, plus the customer that owns the
 * site's course packages, which the package chooser sends as ownerCustomerId (§7: it differs per site).
 */
export const currentStoreSchema = siteStoreSchema.extend({ packageOwnerCustomerId: z.number().int() });
export type CurrentStore = z.infer<typeof currentStoreSchema>;

export const storeEndpoints = {
  current: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/data/store/getCurrentStore',
    access: 'authenticated',
    response: currentStoreSchema,
  }),
};
