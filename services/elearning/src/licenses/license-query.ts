import { containsPattern } from '@atrium/service-core';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { LicenseListFilter, LicenseSort } from '@atrium/elearning-contract';
import type { ElearningDb } from '../db';
import { peopleViewExists } from './license-people';

export interface LicenseScope {
  ecourseId: number;
  /** Only this customer's licenses (company admins); null for all. */
  customerId: number | null;
}

const LICENSE_COLUMNS = [
  'l.id',
  'l.uuid',
  'l.user_id',
  'l.customer_id',
  'l.started',
  'l.completed',
  'l.approved',
  'l.cancelled',
  'l.not_passed',
  'l.cancellation_fee',
  'l.as_part_of_course_program',
] as const;

// Document 001 §4, one condition per license filter.
const FILTERS: Record<LicenseListFilter['filter'], Expression<SqlBool> | null> = {
  all: null,
  completed: sql<SqlBool>`l.completed is not null`,
  started: sql<SqlBool>`l.started is not null and l.completed is null and not l.cancelled`,
  notStarted: sql<SqlBool>`l.started is null and not l.cancelled`,
  cancelled: sql<SqlBool>`l.cancelled`,
  notCompleted: sql<SqlBool>`l.completed is null and not l.not_passed and not l.cancelled`,
};

// The derived status of document 001 §4 as a rank, so the list sorts the way it reads.
const STATUS_RANK = sql`case when l.not_passed then 0 when l.cancelled then 1 when l.completed is not null then 2 when l.started is not null then 3 else 4 end`;

function sortKey(sort: LicenseSort, name: Expression<string | null>) {
  switch (sort) {
    case 'name':
      return sql`lower(${name})`;
    case 'status':
      return STATUS_RANK;
    case 'started':
      return sql`l.started`;
    case 'completed':
      return sql`l.completed`;
  }
}

/**
 * Licenses with each holder's name: a user's from the users area's published view, a remote learner's as
 * the customer's LMS gave it (remote SCORM).
 */
async function licenseSelect(db: ElearningDb) {
  const withPeople = await peopleViewExists(db);
  const personName = withPeople ? sql<string | null>`nullif(trim(p.first_name || ' ' || p.last_name), '')` : sql<string | null>`null::text`;
  const name = sql<string | null>`coalesce(${personName}, nullif(r.name, ''))`;
  const query = db
    .selectFrom('license as l')
    .$if(withPeople, (q) => q.leftJoin(sql`published.users_person`.as('p'), (join) => join.onRef(sql.ref('p.id'), '=', 'l.user_id')))
    .leftJoin('remote_learner as r', 'r.id', 'l.remote_learner_id')
    .select(LICENSE_COLUMNS)
    .select(['r.learner_id as remote_learner_id'])
    .select(name.as('name'));
  return { query, name };
}

/** The licenses of one e-course that the filter and text match. Text matches part of the name, the exact user id or LMS learner id. */
export async function licenseQuery(db: ElearningDb, scope: LicenseScope, filter: LicenseListFilter) {
  const { query: all, name } = await licenseSelect(db);
  let query = all.where('l.ecourse_id', '=', scope.ecourseId);
  if (scope.customerId !== null) query = query.where('l.customer_id', '=', scope.customerId);
  const condition = FILTERS[filter.filter];
  if (condition) query = query.where(condition);
  if (filter.query) {
    const pattern = containsPattern(filter.query);
    query = query.where(sql<SqlBool>`(${name} ilike ${pattern} or l.user_id::text = ${filter.query} or r.learner_id = ${filter.query})`);
  }
  const direction = filter.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  return query.orderBy(sql`${sortKey(filter.sort, name)} ${direction}`).orderBy('l.id');
}

export async function licensesByIds(db: ElearningDb, ids: readonly number[]) {
  const { query } = await licenseSelect(db);
  return query
    .where('l.id', 'in', [...ids])
    .orderBy('l.id')
    .execute();
}

type LicenseRowQuery = Awaited<ReturnType<typeof licenseQuery>>;
export type LicenseRow = Awaited<ReturnType<LicenseRowQuery['execute']>>[number];
