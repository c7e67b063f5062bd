// Browser-safe: one person's classroom licenses (participations) on the single-user administration's courses tab
// (document 002 §2 "courses", §4 "Licence in the admin view", §6, §7). The users area's screen calls them.
import { defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { z } from 'zod';
import { myParticipationSchema } from './my-participations';

const id = z.coerce.number().int().positive().max(2147483647);

export const personClassroomLicenseSchema = myParticipationSchema.extend({
  customerId: z.number().int().nullable(),
  /** Document 002 §4: upcoming, not approved and not cancelled. */
  ongoing: z.boolean(),
  /** Cancelled only with its course-programme enrolment (decision 0252). */
  asPartOfCourseProgram: z.boolean(),
});
export type PersonClassroomLicense = z.infer<typeof personClassroomLicenseSchema>;

export const personClassroomLicenseEndpoints = {
  list: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/atriumusersearch/licenses/classroom/:userId',
    access: { roles: PLATFORM_ADMINS },
    params: z.object({ userId: id }),
    response: z.array(personClassroomLicenseSchema),
  }),
  /** A platform admin's force-cancel (document 002 §4, §6; the document gives no path): answers the license. */
  forceCancel: defineEndpoint({
    area: 'classroom',
    method: 'DELETE',
    path: '/data/atriumusersearch/classroomlicense/:licenseId/:userId',
    access: { roles: PLATFORM_ADMINS },
    params: z.object({ licenseId: id, userId: id }),
    response: personClassroomLicenseSchema,
  }),
};
