import { containsPattern } from '@atrium/service-core';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import {
  CLASSROOM_LICENSE_STATES,
  type ClassroomCourseState,
  type ClassroomLicenseQuery,
  type ClassroomLicenseState,
} from '@atrium/classroom-contract';
import { STATUS_CANCELLED } from '@atrium/classroom-contract';
import { viewExists } from '../courses/published-lookups';
import type { ClassroomDb } from '../db';

export interface ParticipantScope {
  classroomCourseId: number;
  /** Only this customer's licenses (company admins); null for all. */
  customerId: number | null;
}

// The rules below read the participant p and its instance i; each is written once and used by filters, sort and answer.

/** Document 001 §4: the course state of instance i (CLASSROOM_COURSE_STATES). */
export const COURSE_STATE: RawBuilder<ClassroomCourseState> = sql`(case
  when i.status = ${STATUS_CANCELLED} then 'cancelled'
  when i.start_date is null or i.start_date - 1 > current_date then 'upcoming'
  when coalesce(i.end_date, i.start_date) + 1 >= current_date then 'ongoing'
  else 'finished' end)`;

const CANCELLED = sql<SqlBool>`(p.status in ('cancelled', 'coursecancelled') or i.status = ${STATUS_CANCELLED})`;
/** Attendance was recorded, or the course has begun. */
const STARTED = sql<SqlBool>`(p.status in ('signed', 'approved', 'notapproved', 'absent') or ${COURSE_STATE} in ('ongoing', 'finished'))`;
const FAILED = sql<SqlBool>`p.status in ('notapproved', 'absent')`;

/** CLASSROOM_LICENSE_STATES, derived in their order. */
export const DERIVED_STATUS = sql<ClassroomLicenseState>`(case
  when p.status = 'cancelled' then 'cancelled'
  when p.status = 'coursecancelled' or i.status = ${STATUS_CANCELLED} then 'courseCancelled'
  when p.status = 'notapproved' then 'notApproved'
  when p.status = 'absent' then 'absent'
  when p.status = 'approved' then 'approved'
  when p.status = 'signed' then 'signed'
  when ${STARTED} then 'started'
  else 'notStarted' end)`;

const FILTERS: Record<ClassroomLicenseQuery['filter'], Expression<SqlBool> | null> = {
  all: null,
  completed: sql<SqlBool>`p.approved is not null`,
  started: sql<SqlBool>`${STARTED} and p.approved is null and not ${CANCELLED}`,
  notStarted: sql<SqlBool>`not ${STARTED} and not ${CANCELLED}`,
  cancelled: CANCELLED,
  notCompleted: sql<SqlBool>`p.approved is null and not ${FAILED} and not ${CANCELLED}`,
};

function sortKey(sort: ClassroomLicenseQuery['sort'], name: Expression<string | null>) {
  switch (sort) {
    case 'name':
      return sql`lower(${name})`;
    case 'status':
      return sql`array_position(${[...CLASSROOM_LICENSE_STATES]}::text[], ${DERIVED_STATUS})`;
    case 'started':
      return sql`i.start_date`;
    case 'completed':
      return sql`p.approved`;
  }
}

/** Participants with their instance's days and each holder's name from the users area's published view. */
async function participantSelect(db: ClassroomDb) {
  const withPeople = await viewExists(db, 'published.users_person');
  const name = withPeople ? sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')` : sql<string | null>`null::text`;
  const query = db
    .selectFrom('participant as p')
    .innerJoin('classroom_course_instance as i', 'i.id', 'p.cli_id')
    .$if(withPeople, (q) => q.leftJoin(sql`published.users_person`.as('u'), (join) => join.onRef(sql.ref('u.id'), '=', 'p.user_id')))
    .select([
      'p.id',
      'p.uuid',
      'p.cli_id',
      'p.user_id',
      'p.customer_id',
      'p.status',
      'p.approved',
      'p.cancellation_fee',
      'p.as_part_of_course_program',
      'p.created',
      'i.start_date',
      'i.end_date',
    ])
    .select([
      name.as('name'),
      COURSE_STATE.as('course_state'),
      DERIVED_STATUS.as('derived_status'),
      CANCELLED.$castTo<boolean>().as('cancelled'),
    ]);
  return { query, name };
}

/** The participants of one classroom course's instances that the filter and text match, in the asked order. */
export async function participantQuery(db: ClassroomDb, scope: ParticipantScope, filter: ClassroomLicenseQuery) {
  const { query: all, name } = await participantSelect(db);
  let query = all.where('i.classroom_course_id', '=', scope.classroomCourseId);
  if (scope.customerId !== null) query = query.where('p.customer_id', '=', scope.customerId);
  const condition = FILTERS[filter.filter];
  if (condition) query = query.where(condition);
  if (filter.query) {
    query = query.where(sql<SqlBool>`(${name} ilike ${containsPattern(filter.query)} or p.user_id::text = ${filter.query})`);
  }
  const direction = filter.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  return query.orderBy(sql`${sortKey(filter.sort, name)} ${direction}`).orderBy('p.id');
}

export async function participantsByIds(db: ClassroomDb, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const { query } = await participantSelect(db);
  return query
    .where('p.id', 'in', [...ids])
    .orderBy('p.id')
    .execute();
}

export type ParticipantRow = Awaited<ReturnType<typeof participantsByIds>>[number];
