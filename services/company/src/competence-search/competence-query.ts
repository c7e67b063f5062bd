import { containsPattern } from '@atrium/service-core';
import { sql, type SqlBool } from 'kysely';
import type { competenceReportQuerySchema, CompetenceRow } from '@atrium/company-contract';
import type { z } from 'zod';
import { everyLicense, type PublishedDb } from '../license-reports/published-licenses';

type Filters = z.output<typeof competenceReportQuerySchema>;

const PASSED = sql<SqlBool>`l.completed is not null and not l.not_passed and not l.cancelled`;

/**
 * The customer's competences: per person and course the latest passed license or participation (decision 0224),
 * with the customer's competence id for the course, filtered as asked. A department of another customer finds nobody.
 */
function competences(db: PublishedDb, customerId: number, filters: Filters) {
  const latest = db
    .selectFrom(everyLicense(db).as('l'))
    .distinctOn(['l.user_id', 'l.course_type', 'l.course_id'])
    .select(['l.user_id', 'l.course_type', 'l.course_id', 'l.course_name', 'l.completed', 'l.competence_expires'])
    .where('l.customer_id', '=', customerId)
    .where(PASSED)
    .orderBy('l.user_id')
    .orderBy('l.course_type')
    .orderBy('l.course_id')
    .orderBy('l.completed', 'desc');
  const competenceId = sql<string | null>`(select e.competence_id from company.external_product_id e
    where e.customer_id = ${customerId} and e.product_type = c.course_type and e.product_id = c.course_id)`;
  let query = db
    .selectFrom(latest.as('c'))
    .innerJoin('users_person as p', 'p.id', 'c.user_id')
    .select([
      'c.user_id as userId',
      'p.first_name as firstName',
      'p.last_name as lastName',
      'p.email',
      'c.course_type as courseType',
      'c.course_id as courseId',
      'c.course_name as courseTitle',
      competenceId.as('competenceId'),
      sql<string>`c.completed::date::text`.as('completed'),
      sql<string | null>`c.competence_expires::text`.as('expires'),
      sql<boolean>`(c.competence_expires is null or c.competence_expires >= current_date)`.as('valid'),
    ]);
  if (filters.query) {
    const pattern = containsPattern(filters.query);
    query = query.where(
      sql<SqlBool>`(p.first_name || ' ' || p.last_name ilike ${pattern} or p.last_name || ' ' || p.first_name ilike ${pattern}
        or p.email ilike ${pattern} or c.course_name ilike ${pattern} or ${competenceId} ilike ${pattern})`,
    );
  }
  if (filters.departmentId !== undefined) {
    query = query.where(
      sql<SqlBool>`exists (select 1 from company.department_member m join company.department d on d.id = m.department_id
        where m.user_id = c.user_id and d.id = ${filters.departmentId} and d.customer_id = ${customerId})`,
    );
  }
  const direction = filters.reverse ? 'desc' : 'asc';
  const ORDER: Record<Filters['orderBy'], string[]> = {
    name: ['p.last_name', 'p.first_name'],
    course: ['c.course_name'],
    completed: ['c.completed'],
    expires: ['c.competence_expires'],
  };
  for (const column of ORDER[filters.orderBy]) query = query.orderBy(sql.ref(column), (item) => item[direction]().nullsLast());
  return query.orderBy('c.user_id').orderBy('c.course_type').orderBy('c.course_id');
}

/** One page of the competences and how many there are. */
export async function searchCompetences(
  db: PublishedDb,
  customerId: number,
  search: Filters & { offset: number; prpage: number },
): Promise<{ items: CompetenceRow[]; total: number }> {
  const rows = await competences(db, customerId, search)
    .select(sql<number>`count(*) over ()`.as('total'))
    .offset(search.offset)
    .limit(search.prpage)
    .execute();
  const total = rows[0]?.total ?? (search.offset > 0 ? await countCompetences(db, customerId, search) : 0);
  return { items: rows.map(({ total: _total, ...row }) => row), total: Number(total) };
}

async function countCompetences(db: PublishedDb, customerId: number, filters: Filters): Promise<number> {
  const { n } = await db
    .selectFrom(competences(db, customerId, filters).as('all'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

const BATCH = 1000;

/** Every competence in order, read in batches as the file is written, so a large company never sits in memory. */
export async function* allCompetences(db: PublishedDb, customerId: number, filters: Filters): AsyncGenerator<CompetenceRow> {
  for (let offset = 0; ; offset += BATCH) {
    const rows = await competences(db, customerId, filters).offset(offset).limit(BATCH).execute();
    yield* rows;
    if (rows.length < BATCH) return;
  }
}
