// Browser-safe: the signed-in person's own classroom courses, for their page (/mypage).
import { defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { CLASSROOM_COURSE_STATES, CLASSROOM_LICENSE_STATES } from './classroom-licenses';

export const myParticipationSchema = z.object({
  id: z.number().int(),
  cliId: z.number().int(),
  courseName: z.string(),
  /** 'YYYY-MM-DD'; null while the instance has no course days. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** The venue's name and city; null when the instance has no venue yet. */
  place: z.string().nullable(),
  /** The status the license list shows (CLASSROOM_LICENSE_STATES). */
  status: z.enum(CLASSROOM_LICENSE_STATES),
  courseState: z.enum(CLASSROOM_COURSE_STATES),
});
export type MyParticipation = z.infer<typeof myParticipationSchema>;
export const myParticipationListSchema = z.array(myParticipationSchema);

/** Anyone signed in reads the courses they take part in; the user comes from the session, never from the request. */
export const myParticipationEndpoints = {
  list: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/my/participations',
    access: 'authenticated',
    response: myParticipationListSchema,
  }),
};
