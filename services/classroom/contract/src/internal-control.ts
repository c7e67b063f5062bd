// Browser-safe: the internal control of a course instance (document 002 §2 "internal control"; what is checked is
// decision 0225): the checks a staff member goes through before a course is closed, and their confirmation.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { instanceIdParamsSchema } from './classroom-management';

/** The checks, in the order the dialog shows them. */
export const INTERNAL_CONTROL_CHECKS = [
  'courseEnded',
  'statusesFinal',
  'resultsRegistered',
  'participantListSigned',
  'courseReportSent',
  'workItemsDone',
] as const;
export type InternalControlCheck = (typeof INTERNAL_CONTROL_CHECKS)[number];

export const internalControlSchema = z.object({
  checks: z.array(
    z.object({
      key: z.enum(INTERNAL_CONTROL_CHECKS),
      ok: z.boolean(),
      /** What keeps it open: participants' names or work item keys. */
      open: z.array(z.string()),
    }),
  ),
  confirmed: z
    .object({
      by: z.number().int(),
      byName: z.string().nullable(),
      at: z.string(),
      comment: z.string().nullable(),
      openChecks: z.array(z.enum(INTERNAL_CONTROL_CHECKS)),
    })
    .nullable(),
});
export type InternalControl = z.infer<typeof internalControlSchema>;

/** A confirmation with open checks needs a comment saying why (checked on the server, which knows the checks). */
export const confirmInternalControlSchema = z.object({ comment: z.string().trim().max(2000).default('') });

const path = '/data/classroom-management/:instanceId/internalControl';
export const internalControlEndpoints = {
  get: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path,
    access: { roles: COURSE_ADMINS },
    params: instanceIdParamsSchema,
    response: internalControlSchema,
  }),
  confirm: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path,
    access: { roles: COURSE_ADMINS },
    params: instanceIdParamsSchema,
    body: confirmInternalControlSchema,
    response: internalControlSchema,
  }),
};
