// Browser-safe: clash checks before saving happenings or adding people (issue 15 "Clash checks"; decision 0176): an
// instructor or room booked twice at the same time, a participant in two overlapping instances, with the details.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';

const MAX_INT = 2147483647;
const bodyId = () => z.number().int().min(1).max(MAX_INT);
const time = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'HH:MM');

export const clashCheckSchema = z.object({
  /** The instance being saved: its own happenings never clash with it. */
  cliId: bodyId(),
  /** The happenings as they are about to be saved; omitted, the stored ones. */
  happenings: z
    .array(
      z
        .object({
          date: z.iso.date(),
          fromTime: time(),
          toTime: time(),
          room: bodyId().nullable().default(null),
          instructors: z.array(bodyId()).max(50).default([]),
        })
        .refine((h) => h.fromTime < h.toTime, { path: ['toTime'], message: 'validation.time.beforeStart' }),
    )
    .max(366)
    .optional(),
  /** People about to be added. */
  userIds: z.array(bodyId()).max(500).default([]),
});
export type ClashCheck = z.input<typeof clashCheckSchema>;

export const clashSchema = z.object({
  kind: z.enum(['instructor', 'room', 'participant']),
  /** The instructor's or participant's user id, or the room id. */
  who: z.number().int(),
  name: z.string().nullable(),
  otherInstanceId: z.number().int(),
  otherTitle: z.string(),
  date: z.string(),
  fromTime: z.string(),
  toTime: z.string(),
});
export type Clash = z.infer<typeof clashSchema>;

export const clashCheckEndpoints = {
  check: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: '/data/classroom-management/clash-check',
    access: { roles: COURSE_ADMINS },
    body: clashCheckSchema,
    response: z.object({ clashes: z.array(clashSchema) }),
  }),
};
