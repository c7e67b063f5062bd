import { defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { evaluationStateSchema } from './learner-evaluation';

export const MY_LICENSE_STATUSES = ['notPassed', 'cancelled', 'completed', 'started', 'notStarted'] as const;

export const myLicenseSchema = z.object({
  id: z.number().int(),
  ecourseId: z.number().int(),
  courseName: z.string(),
  /** Document 001 §4's derived status (licenseStatus), with the day it carries for completed and started. */
  status: z.enum(MY_LICENSE_STATUSES),
  statusDate: z.string().nullable(),
  /** The runtime can play it: not cancelled, and the course has a package. */
  playable: z.boolean(),
  /** Whether the person may evaluate the course now (open), has (given), or may not (closed). */
  evaluation: evaluationStateSchema,
});
export type MyLicense = z.infer<typeof myLicenseSchema>;
export const myLicenseListSchema = z.array(myLicenseSchema);

/** The signed-in person's own e-course licenses, for their page (/mypage); the user comes from the session. */
export const myLicenseEndpoints = {
  list: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/data/my/licenses',
    access: 'authenticated',
    response: myLicenseListSchema,
  }),
};
