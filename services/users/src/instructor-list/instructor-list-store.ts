import type { Role } from '@atrium/service-core';
import { sql } from 'kysely';
import {
  INSTRUCTOR_ROLES,
  INSTRUCTOR_USER_SEARCH_LIMIT,
  type InstructorListItem,
  type InstructorRole,
  type InstructorUserSearchAnswer,
} from '@atrium/users-contract';
import type { UsersDb } from '../db';
import { matchingPeople } from '../matching-people';
import type { OpenCustomer } from '../new-user/published-customer';
import { USER_SELECT_ITEM_COLUMNS } from '../user-search/user-select-item';

/** Every person holding an instructor role in an active context, once per role, by name. */
export async function listInstructors(db: UsersDb): Promise<InstructorListItem[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('user_context as c', 'c.user_id', 'u.id')
    .select(['u.id as userId', sql<string>`u.first_name || ' ' || u.last_name`.as('name'), 'c.roles'])
    .where('c.active', '=', true)
    .where(sql<boolean>`c.roles && ${sql.val(INSTRUCTOR_ROLES)}::text[]`)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
  // A person may hold a role at several customers: one row per person and role, in the query's order.
  const items = new Map<string, InstructorListItem>();
  for (const { userId, name, roles } of rows) {
    for (const instructorRole of INSTRUCTOR_ROLES) {
      if (roles.includes(instructorRole)) items.set(`${userId}:${instructorRole}`, { userId, name, instructorRole });
    }
  }
  return [...items.values()];
}

/** The add modal's search: the first 200 people by name, and how many matched in all. */
export async function searchInstructorCandidates(db: UsersDb, q: string): Promise<InstructorUserSearchAnswer> {
  const [hits, count] = await Promise.all([
    matchingPeople(db, q)
      .select(USER_SELECT_ITEM_COLUMNS)
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .orderBy('u.id')
      .limit(INSTRUCTOR_USER_SEARCH_LIMIT)
      .execute(),
    matchingPeople(db, q)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { hits, total: Number(count.total) };
}

/**
 * Gives the person the role in their context at the customer, creating the context or waking it up as
 * needed; one statement, so two adds at once cannot lose a role. False when they already held it there.
 */
export async function addInstructorRole(db: UsersDb, userId: number, role: InstructorRole, customer: OpenCustomer): Promise<boolean> {
  const changed = await db
    .insertInto('user_context')
    .values({ user_id: userId, customer_id: customer.id, customer_name: customer.name, roles: [role], site: customer.site })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'customer_id'])
        .doUpdateSet({
          roles: sql<
            Role[]
          >`case when ${role} = any(user_context.roles) then user_context.roles else array_append(user_context.roles, ${role}) end`,
          active: true,
        })
        .where(sql<boolean>`not (${role} = any(user_context.roles)) or not user_context.active`),
    )
    .returning('id')
    .executeTakeFirst();
  return changed !== undefined;
}
