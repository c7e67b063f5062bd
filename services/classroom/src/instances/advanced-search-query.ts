import { containsPattern, countOnce, cursorsOf, keysetPage } from '@atrium/service-core';
import { sql } from 'kysely';
import type { AdvancedSearchFilter, AdvancedSearchParts, AdvancedSearchResponse, SearchCli } from '@atrium/classroom-contract';
import { STATUS_NEW } from '@atrium/classroom-contract';
import type { ClassroomDb } from '../db';
import { seatCounts } from '../licenses/seats';
import { happeningsOf } from './happening-store';

const MAX_INT = 2147483647;

/** The same expression as the trigram index cli_text_trgm, so the planner can use it. */
const instanceText = sql<string>`(coalesce(i.info, '') || ' ' || coalesce(i.sku, '') || ' ' || coalesce(i.order_reference, ''))`;

/** Instances whose start date lies in the window and that pass every filter, with the columns the answer shows. */
function matchingInstances(db: ClassroomDb, filter: AdvancedSearchFilter) {
  return filteredInstances(db, filter)
    .leftJoin('course_place as p', 'p.id', 'i.course_place_id')
    .select([
      'i.id',
      'i.classroom_course_id',
      'i.status',
      'i.sku',
      'i.start_date',
      'i.end_date',
      'i.course_place_id',
      'p.name as place_name',
      'i.customer_id',
      'i.can_purchase',
      'i.course_internal',
      'i.order_reference',
      'i.max_participants',
      'i.parent_id',
    ]);
}

/** Instances whose start date lies in the window and that pass every filter. */
function filteredInstances(db: ClassroomDb, filter: AdvancedSearchFilter) {
  let query = db
    .selectFrom('classroom_course_instance as i')
    .where('i.start_date', '>=', filter.fromDate)
    .where('i.start_date', '<=', filter.toDate);

  if (filter.show === 'purchasable') {
    // The buy rule of document 000 §4 (not new, an article number, starting after today) and the sale flag.
    query = query
      .where('i.status', '<>', STATUS_NEW)
      .where(sql<boolean>`coalesce(btrim(i.sku), '') <> ''`)
      .where('i.start_date', '>', sql<string>`current_date`)
      .where('i.can_purchase', '=', true);
  }
  if (filter.classroomCourseId) query = query.where('i.classroom_course_id', '=', filter.classroomCourseId);
  if (filter.courseId) query = query.where('i.id', '=', filter.courseId);
  if (filter.customerId) query = query.where('i.customer_id', '=', filter.customerId);
  if (filter.coursePlaceId) query = query.where('i.course_place_id', '=', filter.coursePlaceId);
  const instructorId = filter.instructorId;
  if (instructorId) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('classroom_happening as h')
          .innerJoin('classroom_happening_instructor as hi', 'hi.happening_id', 'h.id')
          .select(sql`1`.as('one'))
          .whereRef('h.cli_id', '=', 'i.id')
          .where('hi.instructor_id', '=', instructorId),
      ),
    );
  }
  const text = filter.freeText?.trim();
  if (text) {
    const pattern = containsPattern(text);
    const idInText = /^\d+$/.test(text) && Number(text) <= MAX_INT ? Number(text) : undefined;
    query = query.where((eb) =>
      eb.or([
        eb(instanceText, 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('classroom_course as c')
            .select(sql`1`.as('one'))
            .whereRef('c.id', '=', 'i.classroom_course_id')
            .where('c.internal_name', 'ilike', pattern),
        ),
        ...(idInText === undefined ? [] : [eb('i.id', '=', idInText)]),
      ]),
    );
  }
  return query;
}

type CliRow = Awaited<ReturnType<ReturnType<typeof matchingInstances>['execute']>>[number];

function toCli(row: CliRow): SearchCli {
  return {
    id: row.id,
    courseClassroom: row.classroom_course_id,
    status: row.status,
    sku: row.sku,
    startDate: row.start_date,
    endDate: row.end_date,
    coursePlaceId: row.course_place_id,
    coursePlaceName: row.place_name,
    customerId: row.customer_id,
    canPurchase: row.can_purchase,
    courseInternal: row.course_internal,
    orderReference: row.order_reference,
    maxParticipants: row.max_participants,
    parentId: row.parent_id,
  };
}

export type SearchCursor = { startDate: string; id: number };

/** A batch of the export: instances in start date order after the cursor. */
export async function searchInstances(
  db: ClassroomDb,
  filter: AdvancedSearchFilter,
  page: { after?: SearchCursor | undefined; limit: number },
): Promise<SearchCli[]> {
  let query = matchingInstances(db, filter).orderBy('i.start_date').orderBy('i.id');
  if (page.after) query = query.where(sql<boolean>`(i.start_date, i.id) > (${page.after.startDate}::date, ${page.after.id})`);
  query = query.limit(page.limit);
  return (await query.execute()).map(toCli);
}

/**
 * One page of the window in start date order (issue 12), with the count of the whole window: a page is sought
 * from its neighbour's cursor in the start date index, so its cost follows the page size, not the window's.
 */
export async function searchPage(db: ClassroomDb, filter: AdvancedSearchFilter): Promise<AdvancedSearchResponse> {
  const total = countOnce(filteredInstances(db, filter), filter.total);
  const [{ rows, page }, count] = await Promise.all([
    keysetPage(matchingInstances(db, filter), [sql.ref('i.start_date'), sql.ref('i.id')], filter, total),
    total(),
  ]);
  const clis = rows.map(toCli);
  return {
    ...(await searchParts(db, clis)),
    total: count,
    page,
    pageSize: filter.pageSize,
    cursors: cursorsOf(clis, (cli) => [cli.startDate!, cli.id]),
  };
}

/** The other parts of the answer for the instances found: one set-based query each, none per row. */
export async function searchParts(db: ClassroomDb, clis: SearchCli[]): Promise<AdvancedSearchParts> {
  const ids = clis.map((cli) => cli.id);
  const courseIds = [...new Set(clis.map((cli) => cli.courseClassroom))];
  if (ids.length === 0) return { cls: [], clis, happenings: [], customers: [], rooms: [], participants: [], groupCourses: [] };
  const [cls, happenings, rooms, groups, seats] = await Promise.all([
    db
      .selectFrom('classroom_course')
      .select(['id', 'internal_name'])
      .where('id', '=', sql<number>`any(${courseIds}::int[])`)
      .orderBy('id')
      .execute(),
    happeningsOf(db, ids),
    db
      .selectFrom('course_place_room as r')
      .select(['r.id', 'r.name', 'r.course_place_id'])
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('classroom_happening as h')
            .select(sql`1`.as('one'))
            .whereRef('h.room_id', '=', 'r.id')
            .where('h.cli_id', '=', sql<number>`any(${ids}::int[])`),
        ),
      )
      .orderBy('r.id')
      .execute(),
    db
      .selectFrom('classroom_course_instance')
      .select(['id', 'parent_id'])
      .where('parent_id', 'is not', null)
      .where((eb) => eb.or([eb('id', '=', sql<number>`any(${ids}::int[])`), eb('parent_id', '=', sql<number>`any(${ids}::int[])`)]))
      .orderBy('parent_id')
      .orderBy('id')
      .execute(),
    seatCounts(db, ids),
  ]);
  return {
    cls: cls.map((cl) => ({ id: cl.id, internalName: cl.internal_name })),
    clis,
    happenings,
    customers: [...new Set(clis.flatMap((cli) => (cli.customerId === null ? [] : [cli.customerId])))].sort((a, b) => a - b),
    rooms: rooms.map((room) => ({ id: room.id, name: room.name, coursePlaceId: room.course_place_id })),
    participants: [...seats].filter(([, counts]) => counts.attendees > 0).map(([cliId, counts]) => ({ cliId, count: counts.attendees })),
    groupCourses: groups.map((group) => ({ parentId: group.parent_id!, childId: group.id })),
  };
}
