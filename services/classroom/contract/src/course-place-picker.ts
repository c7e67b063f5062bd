// Browser-safe: the course place picker's call (document 001 §3, §7), in a module of its own so the design system's
// picker carries no other classroom schema.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';

export const coursePlaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  abbreviation: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  /** Synchronised with the CRM (document 001 §3, the course place picker item). */
  soSync: z.boolean(),
  /** Document 002 §9: a webinar place (a property of the place, document 003). */
  webinar: z.boolean(),
  rooms: z.array(z.object({ id: z.number().int(), name: z.string(), confirmed: z.boolean() })),
});
export type CoursePlace = z.output<typeof coursePlaceSchema>;
export const coursePlaceListSchema = z.array(coursePlaceSchema);

export const coursePlacePickerEndpoints = {
  /** Every course place with its rooms at once: the picker narrows them in the browser. */
  list: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/courseplaces',
    access: { roles: COURSE_ADMINS },
    response: coursePlaceListSchema,
  }),
};
