// Browser-safe: the advanced instance search (/clicourses/search), its rules and the rows it shows.
import { booleanish, COURSE_ADMINS, defineEndpoint, keysetPageFields, pageCursorsSchema } from '@atrium/core-contract';
import { z } from 'zod';
import { addDays, INSTANCE_STATUSES } from './instances';

export const SEARCH_WINDOW_MAX_DAYS = 365;
export const REVERSED_RANGE_DAYS = 7;
export const SEARCH_DEFAULT_MONTHS = 3;
export const SHOWN_NAME_LENGTH = 20;
export const SEARCH_PAGE_SIZE = 100;
export const SEARCH_MAX_PAGE_SIZE = 1000;

export function todayIso(now = new Date()): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

export function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Document 000 §5: the default window is today to three months ahead. */
export function defaultSearchWindow(today: string): { fromDate: string; toDate: string } {
  return { fromDate: today, toDate: addMonths(today, SEARCH_DEFAULT_MONTHS) };
}

/** Document 000 §5: an end before the start becomes the start plus one week. */
export function normaliseSearchRange(fromDate: string, toDate: string): { fromDate: string; toDate: string } {
  return toDate < fromDate ? { fromDate, toDate: addDays(fromDate, REVERSED_RANGE_DAYS) } : { fromDate, toDate };
}

export function isSearchWindowTooLong(fromDate: string, toDate: string): boolean {
  return daysBetween(fromDate, toDate) > SEARCH_WINDOW_MAX_DAYS;
}

const optionalId = () => z.coerce.number().int().min(1).max(2147483647).optional();

/**
 * classroomCourseId is the picked classroom course; courseId is an instance id typed into the
 * "course id or name" filter (a number there is taken as an instance id, text as a name). The window
 * selects instances whose start date lies in it.
 */
export const advancedSearchQuerySchema = z
  .object({
    fromDate: z.iso.date(),
    toDate: z.iso.date(),
    /** 'purchasable' shows only instances that can be bought. */
    show: z.enum(['all', 'purchasable']).default('all'),
    classroomCourseId: optionalId(),
    instructorId: optionalId(),
    courseId: optionalId(),
    customerId: optionalId(),
    coursePlaceId: optionalId(),
    freeText: z.string().trim().max(200).optional(),
    toExcel: booleanish().default(false),
    /** The result list reads the window a page at a time (issue 12); the Excel export is always the whole window. */
    ...keysetPageFields(SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE),
  })
  .transform((query) => ({ ...query, ...normaliseSearchRange(query.fromDate, query.toDate) }))
  .refine((query) => !isSearchWindowTooLong(query.fromDate, query.toDate), {
    path: ['toDate'],
    message: 'search.tooLong',
  });
export type AdvancedSearchQuery = z.input<typeof advancedSearchQuerySchema>;
export type AdvancedSearchFilter = z.output<typeof advancedSearchQuerySchema>;

export const searchClSchema = z.object({ id: z.number().int(), internalName: z.string() });
export const searchCliSchema = z.object({
  id: z.number().int(),
  courseClassroom: z.number().int(),
  status: z.number().int(),
  sku: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  coursePlaceId: z.number().int().nullable(),
  coursePlaceName: z.string().nullable(),
  customerId: z.number().int().nullable(),
  canPurchase: z.boolean(),
  courseInternal: z.boolean(),
  orderReference: z.string().nullable(),
  maxParticipants: z.number().int().nullable(),
  parentId: z.number().int().nullable(),
});
export type SearchCli = z.output<typeof searchCliSchema>;
export const searchHappeningSchema = z.object({
  id: z.number().int(),
  cliId: z.number().int(),
  date: z.string(),
  fromTime: z.string(),
  toTime: z.string(),
  room: z.number().int().nullable(),
  instructors: z.array(z.number().int()),
});
export const searchRoomSchema = z.object({ id: z.number().int(), name: z.string(), coursePlaceId: z.number().int() });

export const advancedSearchResponseSchema = z.object({
  cls: z.array(searchClSchema),
  /** In start date order, id breaking ties. */
  clis: z.array(searchCliSchema),
  happenings: z.array(searchHappeningSchema),
  /** Customer ids of the internal instances found; names come from the company area. */
  customers: z.array(z.number().int()),
  rooms: z.array(searchRoomSchema),
  /** Attendees (participants not cancelled) per instance found, in the instances' order; instances without any are left out. */
  participants: z.array(z.object({ cliId: z.number().int(), count: z.number().int() })),
  groupCourses: z.array(z.object({ parentId: z.number().int(), childId: z.number().int() })),
  /** Instances in the whole window; `clis` is the page `page` of them. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  cursors: pageCursorsSchema,
});
export type AdvancedSearchResponse = z.output<typeof advancedSearchResponseSchema>;
/** The parts of an answer that belong to the instances of one page. */
export type AdvancedSearchParts = Omit<AdvancedSearchResponse, 'total' | 'page' | 'pageSize' | 'cursors'>;

/** Document 000 §2: the internal name is cut to 20 characters plus an ellipsis. */
export function shortenName(name: string): string {
  return name.length > SHOWN_NAME_LENGTH ? `${name.slice(0, SHOWN_NAME_LENGTH)}…` : name;
}

export interface SearchRow {
  id: number;
  startDate: string;
  endDate: string;
  courseName: string;
  coursePlace: string;
  rooms: string;
  days: number;
  status: number;
  statusName: string;
  sku: string;
  orderReference: string;
}

/**
 * One row per instance, as the result list shows them and the Excel export writes them. The course name is whole:
 * the list cuts it with shortenName (document 000 §2 is about the screen), the spreadsheet keeps it (issue 22).
 */
export function searchRows(result: Pick<AdvancedSearchResponse, 'cls' | 'clis' | 'happenings' | 'rooms'>): SearchRow[] {
  const names = new Map(result.cls.map((cl) => [cl.id, cl.internalName]));
  const roomNames = new Map(result.rooms.map((room) => [room.id, room.name]));
  const byCli = new Map<number, { days: number; rooms: Set<string> }>();
  for (const h of result.happenings) {
    const entry = byCli.get(h.cliId) ?? { days: 0, rooms: new Set<string>() };
    entry.days += 1;
    const room = h.room === null ? undefined : roomNames.get(h.room);
    if (room) entry.rooms.add(room);
    byCli.set(h.cliId, entry);
  }
  return result.clis.map((cli) => ({
    id: cli.id,
    startDate: cli.startDate ?? '',
    endDate: cli.endDate ?? '',
    courseName: names.get(cli.courseClassroom) ?? '',
    coursePlace: cli.coursePlaceName ?? '',
    rooms: [...(byCli.get(cli.id)?.rooms ?? [])].join(', '),
    days: byCli.get(cli.id)?.days ?? 0,
    status: cli.status,
    statusName: INSTANCE_STATUSES.find((s) => s.id === cli.status)?.name ?? String(cli.status),
    sku: cli.sku ?? '',
    orderReference: cli.orderReference ?? '',
  }));
}

export const advancedSearchEndpoints = {
  /** One page of the result as JSON; with toExcel the whole window as a streamed workbook (a form's download). */
  search: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/clicourses/advanced-search/datespan',
    access: { roles: COURSE_ADMINS },
    query: advancedSearchQuerySchema,
    response: advancedSearchResponseSchema,
  }),
};
