// Browser-safe: who authors (document 003 §2, §6 "access depends on customer details; a 404 means no access").
import { defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { authoringLocaleSchema } from './texts';

export const customerDetailsSchema = z.object({
  customerId: z.number().int(),
  /** The locale new packages, lessons and tasks start in: the author's learning site's. */
  defaultLocale: authoringLocaleSchema,
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

export const customerDetailsEndpoints = {
  /** 404 when the caller may not author (decision 0190): the screens then go to /elearningpackage/noaccess. */
  get: defineEndpoint({
    area: 'authoring',
    method: 'GET',
    path: '/data/elearningpackage/customer',
    access: 'authenticated',
    response: customerDetailsSchema,
  }),
};
