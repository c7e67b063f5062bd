import { containsPattern, countOnce, countQuery, cursorsOf, keysetPageQuery } from '@atrium/service-core';
import { sql, type RawBuilder } from 'kysely';
import type { AdvancedSearchFilter, AdvancedSearchParts, AdvancedSearchResponse, SearchCli } from '@atrium/classroom-contract';
import { STATUS_NEW } from '@atrium/classroom-contract';
import type { ClassroomDb } from '../db';
import { NOT_ATTENDING } from '../licenses/seats';

type SearchCl = AdvancedSearchResponse['cls'][number];
type SearchHappening = AdvancedSearchResponse['happenings'][number];
type SearchRoom = AdvancedSearchResponse['rooms'][number];
type SearchParticipants = AdvancedSearchResponse['participants'][number];
type SearchGroupCourse = AdvancedSearchResponse['groupCourses'][number];

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

export type SearchCursor = { startDate: string; id: number };

/** A batch of the export: instances in start date order after the cursor, with the answer's other parts. */
export async function searchBatch(
  db: ClassroomDb,
  filter: AdvancedSearchFilter,
  batch: { after?: SearchCursor | undefined; limit: number },
): Promise<AdvancedSearchParts> {
  let query = matchingInstances(db, filter).orderBy('i.start_date').orderBy('i.id');
  if (batch.after) query = query.where(sql<boolean>`(i.start_date, i.id) > (${batch.after.startDate}::date, ${batch.after.id})`);
  const { total: _none, ...parts } = await searchAnswer(db, query.limit(batch.limit));
  return parts;
}

/**
 * One page of the window in start date order (issue 12), with the count of the whole window: a page is sought
 * from its neighbour's cursor in the start date index, so its cost follows the page size, not the window's.
 */
export async function searchPage(db: ClassroomDb, filter: AdvancedSearchFilter): Promise<AdvancedSearchResponse> {
  const counting = countOnce(filteredInstances(db, filter), filter.total);
  const order = [sql.ref('i.start_date'), sql.ref('i.id')] as const;
  const { query, page } = await keysetPageQuery(matchingInstances(db, filter), order, filter, counting);
  // `last` has counted already (countOnce then answers at once); a first page counts in the page's statement.
  const known = filter.total ?? (filter.last ? await counting() : undefined);
  const { total, ...parts } = await searchAnswer(db, query, known === undefined ? filteredInstances(db, filter) : undefined);
  return {
    ...parts,
    total: known ?? total,
    page,
    pageSize: filter.pageSize,
    cursors: cursorsOf(parts.clis, (cli) => [cli.startDate!, cli.id]),
  };
}

const CLI_JSON = sql<SearchCli>`json_build_object('id', i.id, 'courseClassroom', i.classroom_course_id, 'status', i.status,
  'sku', i.sku, 'startDate', i.start_date, 'endDate', i.end_date, 'coursePlaceId', i.course_place_id,
  'coursePlaceName', i.place_name, 'customerId', i.customer_id, 'canPurchase', i.can_purchase,
  'courseInternal', i.course_internal, 'orderReference', i.order_reference, 'maxParticipants', i.max_participants,
  'parentId', i.parent_id)`;

/** A JSON array of `item` over the rows, in `order` (an empty array for none). */
const jsonArray = <T>(item: RawBuilder<unknown>, order: RawBuilder<unknown>) =>
  sql<T[]>`coalesce(json_agg(${item} order by ${order}), '[]')`.as('list');

/**
 * The instances `instances` selects (a page or an export batch) and the other parts of the answer, which belong to
 * them, in one statement (decision 0261): PostgreSQL builds each part as JSON over the instances found, so the whole
 * answer is one round trip, and with `counted` the count of the whole window too. Eight queries a page cost more in
 * socket writes and row parsing on the server than PostgreSQL's work on them.
 */
async function searchAnswer(
  db: ClassroomDb,
  instances: ReturnType<typeof matchingInstances>,
  counted?: ReturnType<typeof filteredInstances>,
): Promise<AdvancedSearchParts & { total: number }> {
  const row = await db
    .with('found', () => instances)
    .selectNoFrom((eb) => {
      const foundIds = eb.selectFrom('found').select('found.id');
      return [
        eb
          .selectFrom('found as i')
          .select(jsonArray<SearchCli>(CLI_JSON, sql`i.start_date, i.id`))
          .as('clis'),
        eb
          .selectFrom('classroom_course as c')
          .where('c.id', 'in', eb.selectFrom('found').select('found.classroom_course_id'))
          .select(jsonArray<SearchCl>(sql`json_build_object('id', c.id, 'internalName', c.internal_name)`, sql`c.id`))
          .as('cls'),
        eb
          .selectFrom('classroom_happening as h')
          .where('h.cli_id', 'in', foundIds)
          .select((h) =>
            jsonArray<SearchHappening>(
              sql`json_build_object('id', h.id, 'cliId', h.cli_id, 'date', h.date, 'fromTime', to_char(h.from_time, 'HH24:MI'),
                'toTime', to_char(h.to_time, 'HH24:MI'), 'room', h.room_id, 'instructors', ${h.fn('array', [
                  h
                    .selectFrom('classroom_happening_instructor as hi')
                    .select('hi.instructor_id')
                    .whereRef('hi.happening_id', '=', 'h.id')
                    .orderBy('hi.instructor_id'),
                ])})`,
              sql`h.cli_id, h.date, h.from_time, h.id`,
            ),
          )
          .as('happenings'),
        eb
          .selectFrom('course_place_room as r')
          .where('r.id', 'in', eb.selectFrom('classroom_happening as h').select('h.room_id').where('h.cli_id', 'in', foundIds))
          .select(jsonArray<SearchRoom>(sql`json_build_object('id', r.id, 'name', r.name, 'coursePlaceId', r.course_place_id)`, sql`r.id`))
          .as('rooms'),
        eb
          .selectFrom('found as i')
          .innerJoin(
            eb
              .selectFrom('participant as pa')
              .select((pa) => ['pa.cli_id', pa.fn.countAll().as('n')])
              .where('pa.cli_id', 'in', foundIds)
              .where('pa.status', 'not in', NOT_ATTENDING)
              .groupBy('pa.cli_id')
              .as('a'),
            'a.cli_id',
            'i.id',
          )
          .select(jsonArray<SearchParticipants>(sql`json_build_object('cliId', i.id, 'count', a.n)`, sql`i.start_date, i.id`))
          .as('participants'),
        eb
          .selectFrom('classroom_course_instance as g')
          .where('g.parent_id', 'is not', null)
          .where((g) => g.or([g('g.id', 'in', foundIds), g('g.parent_id', 'in', foundIds)]))
          .select(jsonArray<SearchGroupCourse>(sql`json_build_object('parentId', g.parent_id, 'childId', g.id)`, sql`g.parent_id, g.id`))
          .as('groupCourses'),
        counted ? countQuery(counted).as('total') : sql<string>`null`.as('total'),
      ];
    })
    .executeTakeFirstOrThrow();
  // Each part is coalesced to '[]' above; a scalar subquery's type is nullable all the same.
  const clis = row.clis ?? [];
  return {
    cls: row.cls ?? [],
    clis,
    happenings: row.happenings ?? [],
    customers: [...new Set(clis.flatMap((cli) => (cli.customerId === null ? [] : [cli.customerId])))].sort((a, b) => a - b),
    rooms: row.rooms ?? [],
    participants: row.participants ?? [],
    groupCourses: row.groupCourses ?? [],
    total: Number(row.total),
  };
}
