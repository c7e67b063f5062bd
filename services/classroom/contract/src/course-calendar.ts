// Browser-safe: the instructor calendar (document 002 §2, §3, §4, §5 "Calendar", §7; document 003 §3, §4, §6, §9).
import { COURSE_RUNNERS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';

/** Document 002 §5/§9: a range over 180 days is invalid. */
export const CALENDAR_MAX_DAYS = 180;
/** Decision 0172: one week back to six weeks ahead (document 003 §9), for everyone. */
export const CALENDAR_DEFAULT_WINDOW = { daysBack: 7, daysAhead: 42 } as const;
/** Document 003 §9: the loader shows after 500 ms. */
export const CALENDAR_LOADER_DELAY_MS = 500;

export const CALENDAR_PRE_ITEMS = ['acceptCourseMaterials'] as const;
export const CALENDAR_POST_ITEMS = ['uploadScannedEvaluations', 'registerResults', 'signParticipantList'] as const;

const day = () => z.iso.date();
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

export const calendarParamsSchema = z.object({ instructorId: z.coerce.number().int().min(1).max(2147483647) });
export const calendarQuerySchema = z
  .object({
    dateStart: day(),
    dateEnd: day(),
    includeOldInstancesWithUndoneWorkItems: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  })
  .refine((q) => q.dateStart <= q.dateEnd, { path: ['dateEnd'], message: 'validation.date.beforeStart' })
  .refine((q) => daysBetween(q.dateStart, q.dateEnd) <= CALENDAR_MAX_DAYS, { path: ['dateEnd'], message: 'validation.date.rangeTooLong' });

export const calendarItemStateSchema = z.object({ completed: z.boolean(), notDone: z.boolean() });

export const calendarItemSchema = z.object({
  instanceId: z.number().int(),
  title: z.string(),
  status: z.number().int(),
  instructors: z.array(z.object({ id: z.number().int(), name: z.string() })),
  datesAndTimes: z.array(z.object({ date: z.string(), fromTime: z.string(), toTime: z.string() })),
  courseWorkItems: z.object({
    pre: z.record(z.enum(CALENDAR_PRE_ITEMS), calendarItemStateSchema),
    post: z.record(z.enum(CALENDAR_POST_ITEMS), calendarItemStateSchema),
  }),
  /** Document 002 §3: when each item was last done and when the course's dates and place last changed (ISO times). */
  workItems: z.array(
    z.object({
      key: z.enum([...CALENDAR_PRE_ITEMS, ...CALENDAR_POST_ITEMS]),
      timestampLastDone: z.string().nullable(),
      timestampCourseDatesChanged: z.string().nullable(),
      timestampCoursePlaceChanged: z.string().nullable(),
    }),
  ),
  /** No required item is left undone (document 002 §4). */
  allTasksComplete: z.boolean(),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

const calendarAccess = { roles: [...COURSE_RUNNERS, 'eca_admin'] } as const;

/** The document's optional {instructorId} is two endpoints: one's own calendar, and one instructor's by id. */
export const courseCalendarEndpoints = {
  own: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/instructor-course-calendar-list',
    access: calendarAccess,
    query: calendarQuerySchema,
    response: z.array(calendarItemSchema),
  }),
  ofInstructor: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/instructor-course-calendar-list/:instructorId',
    access: calendarAccess,
    params: calendarParamsSchema,
    query: calendarQuerySchema,
    response: z.array(calendarItemSchema),
  }),
};
