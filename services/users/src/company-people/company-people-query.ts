import { sql } from 'kysely';
import type { CompanyPerson, companyPeopleQuerySchema } from '@atrium/users-contract';
import type { z } from 'zod';
import type { UsersDb } from '../db';
import { matchingPeople } from '../matching-people';

type Query = z.output<typeof companyPeopleQuerySchema>;

const SORT_COLUMNS: Record<Query['sort'], string[]> = {
  name: ['u.last_name', 'u.first_name'],
  email: ['u.email'],
  username: ['u.username'],
  created: ['u.created_at'],
};

/** The people with an active context at the customer (deleted people are gone from every company list). */
function peopleOf(db: UsersDb, customerId: number, q: string) {
  return matchingPeople(db, q)
    .innerJoin('user_context as c', (join) =>
      join.onRef('c.user_id', '=', 'u.id').on('c.customer_id', '=', customerId).on('c.active', '=', true),
    )
    .where('u.deleted_at', 'is', null);
}

function columnsOf(db: UsersDb, customerId: number, q: string) {
  return peopleOf(db, customerId, q).select([
    'u.id',
    'u.uuid',
    'u.first_name as firstName',
    'u.last_name as lastName',
    'u.username',
    'u.email',
    'u.phone',
    'c.roles',
    'c.title',
    'c.employee_number as employeeNumber',
    'u.created_at',
  ]);
}

function toPerson({ created_at, ...row }: { created_at: Date } & Omit<CompanyPerson, 'created'>): CompanyPerson {
  return { ...row, created: created_at.toISOString() };
}

/** One page of the customer's people, in the order asked (ties broken by id, so pages never overlap). */
export async function listCompanyPeople(db: UsersDb, customerId: number, query: Query) {
  let rows = columnsOf(db, customerId, query.q).select(sql<number>`count(*) over ()`.as('total'));
  for (const column of SORT_COLUMNS[query.sort]) rows = rows.orderBy(sql.ref(column), query.direction);
  const found = await rows.orderBy('u.id', query.direction).offset(query.offset).limit(query.limit).execute();
  const total = found[0]?.total ?? (query.offset > 0 ? await countCompanyPeople(db, customerId, query.q) : 0);
  return { items: found.map(({ total: _total, ...row }) => toPerson(row)), total: Number(total) };
}

// A page past the end has no row to carry the count.
async function countCompanyPeople(db: UsersDb, customerId: number, q: string): Promise<number> {
  const { n } = await peopleOf(db, customerId, q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The person when they belong to the customer, else undefined. */
export async function findCompanyPerson(db: UsersDb, customerId: number, userId: number): Promise<CompanyPerson | undefined> {
  const row = await columnsOf(db, customerId, '').where('u.id', '=', userId).executeTakeFirst();
  return row && toPerson(row);
}
