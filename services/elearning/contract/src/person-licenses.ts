// Browser-safe: one person's e-learning licenses on the single-user administration's courses tab (document 002 §2
// "courses", §4 "Licence in the admin view", §6, §7 "User administration"). The users area's screen calls them.
import { defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { z } from 'zod';
import { myLicenseSchema } from './my-licenses';
import { packageTypeSchema } from './packages';

const id = z.coerce.number().int().positive().max(2147483647);

export const personLicenseSchema = myLicenseSchema.extend({
  customerId: z.number().int().nullable(),
  /** Bought as part of a course programme: only a force-cancel cancels it (document 002 §4). */
  asPartOfCourseProgram: z.boolean(),
  /** Document 002 §4: not approved, not cancelled, not failed and can start. */
  ongoing: z.boolean(),
  /** What reset progress names (document 002 §7 resetprogress/{licenseUuid}/{userId}/{packageId}/{packageType}). */
  uuid: z.uuid(),
  package: z.object({ id: z.number().int(), type: packageTypeSchema }).nullable(),
});
export type PersonLicense = z.infer<typeof personLicenseSchema>;

export const personLicenseParamsSchema = z.object({ userId: id });
export const forceCancelParamsSchema = z.object({
  licenseId: id,
  userId: id,
  /** Document 002 §9: the cancellation e-mail is sent by default. */
  sendCancellationEmail: z.enum(['true', 'false']).transform((value) => value === 'true'),
});
export const resetProgressParamsSchema = z.object({
  licenseUuid: z.uuid(),
  userId: id,
  packageId: id,
  /** §5: resetting progress needs a package type; it must be the package's. */
  packageType: packageTypeSchema,
});
/** 409: an approved or cancelled license keeps its record; a package the course no longer plays is not its progress. */
export const RESET_PROGRESS_REFUSED = 'license.resetRefused';
export const RESET_PROGRESS_OTHER_PACKAGE = 'license.resetOtherPackage';
/** 409: reset, the license would be a second open one of the course, which the person already has. */
export const RESET_PROGRESS_OPEN_EXISTS = 'license.resetOpenExists';

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
  /**
   * DELETE data/{product}usersearch/resetprogress/{licenseUuid}/{userId}/{packageId}/{packageType} (decision 0209):
   * the learner starts the course again; answers the license.
   */
  resetProgress: defineEndpoint({
    area: 'elearning',
    method: 'DELETE',
    path: '/data/atriumusersearch/resetprogress/:licenseUuid/:userId/:packageId/:packageType',
    access: { roles: PLATFORM_ADMINS },
    params: resetProgressParamsSchema,
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
