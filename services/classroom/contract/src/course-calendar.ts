// Browser-safe: the instructor calendar (document 002 §2, §3, §4, §5 "Calendar", §7; document 003 §3, §4, §6, §9).
import { COURSE_RUNNERS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';

/** Document 002 §5/§9: a range over 180 days is invalid. */
export const CALENDAR_MAX_DAYS = 180;
/** Document 003 §9: one week back to six weeks ahead. */
export const CALENDAR_DEFAULT_WINDOW = { daysBack: 7, daysAhead: 42 } as const;
/** Document 003 §9 (decision 0245): 32 weeks for a single instructor, one back and 31 ahead. */
export const CALENDAR_SINGLE_INSTRUCTOR_WINDOW = { daysBack: 7, daysAhead: 31 * 7 } as const;
/** Document 003 §6: these see every instructor's calendar; the others (instructors) see only their own. */
export const CALENDAR_ALL_INSTRUCTORS_ROLES = ['atrium', 'staff', 'eca_admin'] as const;

/**
 * Document 003 §6 (decision 0245): a single instructor is one who sees only their own calendar; they get the
 * 32-week default, everyone else one week back to six ahead.
 */
export function calendarDefaultWindow(singleInstructor: boolean, today: Date = new Date()): { dateStart: string; dateEnd: string } {
  const window = singleInstructor ? CALENDAR_SINGLE_INSTRUCTOR_WINDOW : CALENDAR_DEFAULT_WINDOW;
  const shift = (days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  return { dateStart: shift(-window.daysBack), dateEnd: shift(window.daysAhead) };
}
/** Document 003 §9: the loader shows after 500 ms. */
export const CALENDAR_LOADER_DELAY_MS = 500;

export const CALENDAR_PRE_ITEMS = ['acceptCourseMaterials'] as const;
export const CALENDAR_POST_ITEMS = ['uploadScannedEvaluations', 'registerResults', 'signParticipantList'] as const;

const day = () => z.iso.date();
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

export const calendarParamsSchema = z.object({ instructorId: z.coerce.number().int().min(1).max(2147483647) });
/**
 * A range the person chose (at most 180 days, document 002 §5), or none: then the server answers the default window
 * of the caller (decision 0245), which for a single instructor is longer than a range one may choose.
 */
export const calendarQuerySchema = z
  .object({
    dateStart: day().optional(),
    dateEnd: day().optional(),
    includeOldInstancesWithUndoneWorkItems: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  })
  .refine((q) => (q.dateStart === undefined) === (q.dateEnd === undefined), { path: ['dateEnd'], message: 'validation.required' })
  .refine((q) => !q.dateStart || !q.dateEnd || q.dateStart <= q.dateEnd, { path: ['dateEnd'], message: 'validation.date.beforeStart' })
  .refine((q) => !q.dateStart || !q.dateEnd || daysBetween(q.dateStart, q.dateEnd) <= CALENDAR_MAX_DAYS, {
    path: ['dateEnd'],
    message: 'validation.date.rangeTooLong',
  });

export const calendarItemStateSchema = z.object({ completed: z.boolean(), notDone: z.boolean() });

export const calendarItemSchema = z.object({
  instanceId: z.number().int(),
  title: z.string(),
  status: z.number().int(),
  /** Who teaches, and who cancelled themselves from every date they taught (meCancelled, decision 0244). */
  instructors: z.array(z.object({ id: z.number().int(), name: z.string(), meCancelled: z.boolean() })),
  /** The calendar's instructor cancelled themselves from the course: nothing of it is required of them. */
  meCancelled: z.boolean(),
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
      timestampMeCancelledFromCourse: z.string().nullable(),
    }),
  ),
  /** No required item is left undone (document 002 §4). */
  allTasksComplete: z.boolean(),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

const calendarAccess = { roles: [...COURSE_RUNNERS, 'eca_admin'] } as const;

export const courseDateCountQuerySchema = z.object({ year: z.coerce.number().int().min(2000).max(2100) });
/** Document 002/003 §7 instructors-course-date-count: each instructor the caller may see, with their year's teaching. */
export const courseDateCountSchema = z.array(
  z.object({
    instructorId: z.number().int(),
    name: z.string(),
    /** Course dates (happenings) taught in the year. */
    courseDates: z.number().int(),
    /** Course instances with a date taught in the year. */
    courses: z.number().int(),
  }),
);
export type CourseDateCount = z.infer<typeof courseDateCountSchema>[number];

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
  /** Without an id: every instructor teaching in the year for those who see all, else the caller alone. */
  courseDateCount: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/instructors-course-date-count',
    access: calendarAccess,
    query: courseDateCountQuerySchema,
    response: courseDateCountSchema,
  }),
  courseDateCountOf: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/instructors-course-date-count/:instructorId',
    access: calendarAccess,
    params: calendarParamsSchema,
    query: courseDateCountQuerySchema,
    response: courseDateCountSchema,
  }),
};
