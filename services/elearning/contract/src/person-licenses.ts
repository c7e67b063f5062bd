// Browser-safe: one person's e-learning licenses on the single-user administration's courses tab (document 002 §2
// "courses", §4 "Licence in the admin view", §6, §7 "User administration"). The users area's screen calls them.
import { defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { z } from 'zod';
import { myLicenseSchema } from './my-licenses';

const id = z.coerce.number().int().positive().max(2147483647);

export const personLicenseSchema = myLicenseSchema.extend({
  customerId: z.number().int().nullable(),
  /** Bought as part of a course programme: only a force-cancel cancels it (document 002 §4). */
  asPartOfCourseProgram: z.boolean(),
  /** Document 002 §4: not approved, not cancelled, not failed and can start. */
  ongoing: z.boolean(),
});
export type PersonLicense = z.infer<typeof personLicenseSchema>;

export const personLicenseParamsSchema = z.object({ userId: id });
export const forceCancelParamsSchema = z.object({
  licenseId: id,
  userId: id,
  /** Document 002 §9: the cancellation e-mail is sent by default. */
  sendCancellationEmail: z.enum(['true', 'false']).transform((value) => value === 'true'),
});
export const approveAtBodySchema = z.object({ id: z.number().int().positive().max(2147483647), date: z.iso.date() });

export const personLicenseEndpoints = {
  list: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/data/atriumusersearch/licenses/elearning/:userId',
    access: { roles: PLATFORM_ADMINS },
    params: personLicenseParamsSchema,
    response: z.array(personLicenseSchema),
  }),
  /** DELETE data/{product}usersearch/elearninglicense/{licenseId}/{userId}/{sendCancellationEmail}: answers the license. */
  forceCancel: defineEndpoint({
    area: 'elearning',
    method: 'DELETE',
    path: '/data/atriumusersearch/elearninglicense/:licenseId/:userId/:sendCancellationEmail',
    access: { roles: PLATFORM_ADMINS },
    params: forceCancelParamsSchema,
    response: personLicenseSchema,
  }),
  /** PUT data/{product}usersearch/setelearninglicenseapproved (id, date). */
  approveAt: defineEndpoint({
    area: 'elearning',
    method: 'PUT',
    path: '/data/atriumusersearch/setelearninglicenseapproved',
    access: { roles: PLATFORM_ADMINS },
    body: approveAtBodySchema,
    response: personLicenseSchema,
  }),
};
