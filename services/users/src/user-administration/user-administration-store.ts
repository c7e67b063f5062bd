import { HttpError } from '@atrium/service-core';
import type { Role } from '@atrium/core-contract';
import {
  USER_ADMIN_EMAIL_TAKEN,
  USER_ADMIN_FIELD_LOCKED,
  USER_ADMIN_LOCKED,
  USER_ADMIN_NO_CONTEXT,
  USER_ADMIN_USERNAME_TAKEN,
  type contextUpdateBodySchema,
  type userUpdateBodySchema,
} from '@atrium/users-contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { UsersDb } from '../db';
import { recordAudit } from './user-audit';

type UserUpdate = z.output<typeof userUpdateBodySchema>;
type ContextUpdate = z.output<typeof contextUpdateBodySchema>;

const TAKEN: Record<string, string> = { users_email_key: USER_ADMIN_EMAIL_TAKEN, users_username_key: USER_ADMIN_USERNAME_TAKEN };

/** A taken e-mail or username is the caller's 409 with its message key (the unique indexes decide, not a read). */
async function refusingTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    const key = code === '23505' && constraint ? TAKEN[constraint] : undefined;
    throw key ? new HttpError(409, key) : error;
  }
}

/** The fields whose values differ, as { field: { from, to } } for the audit. */
function changes<T extends object>(before: T, after: T): Record<string, { from: unknown; to: unknown }> {
  const found: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof T & string)[]) {
    if (before[key] !== after[key]) found[key] = { from: before[key], to: after[key] };
  }
  return found;
}

/** 409 when a change touches a field a customer locked (decision 0208); unchanged locked fields may be sent as they are. */
function refuseLockedFields(changed: Record<string, unknown>, locked: readonly string[]): void {
  if (Object.keys(changed).some((name) => locked.includes(name))) throw new HttpError(409, USER_ADMIN_FIELD_LOCKED);
}

/**
 * PUT user/{id}: the person's own fields. An integration that locked any of the person's contexts owns their
 * name and e-mail (document 002 §5 "User admin locks"), so those cannot change here then; nor can a field any of
 * the person's customers locks (disabledUserFields).
 */
export async function updateUser(db: UsersDb, userId: number, update: UserUpdate, actorId: number): Promise<void> {
  await refusingTaken(() =>
    db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('users')
        .select(['first_name', 'last_name', 'email', 'phone', 'locale'])
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('user_context')
                .select(sql`1`.as('one'))
                .whereRef('user_id', '=', 'users.id')
                .where('api_lockdown', '=', true),
            )
            .as('locked'),
        )
        .select(
          sql<string[]>`(select coalesce(array_agg(distinct f.field), '{}') from users.user_context c
            join users.customer_disabled_fields d on d.customer_id = c.customer_id, unnest(d.fields) as f (field)
            where c.user_id = users.id)`.as('disabled_fields'),
        )
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const before = { firstname: row.first_name, lastname: row.last_name, email: row.email, phone: row.phone, locale: row.locale };
      const changed = changes(before, update);
      if (Object.keys(changed).length === 0) return;
      if (row.locked && ['firstname', 'lastname', 'email'].some((field) => field in changed)) throw new HttpError(409, USER_ADMIN_LOCKED);
      refuseLockedFields(changed, row.disabled_fields);
      await trx
        .updateTable('users')
        .set({ first_name: update.firstname, last_name: update.lastname, email: update.email, phone: update.phone, locale: update.locale })
        .where('id', '=', userId)
        .execute();
      await recordAudit(trx, userId, actorId, 'user.update', { changed });
    }),
  );
}

/** POST update-username. */
export async function updateUsername(db: UsersDb, userId: number, username: string, actorId: number): Promise<void> {
  await refusingTaken(() =>
    db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('users').select('username').where('id', '=', userId).forUpdate().executeTakeFirst();
      if (!before) throw new HttpError(404, 'No such user');
      if (before.username === username) return;
      await trx.updateTable('users').set({ username }).where('id', '=', userId).execute();
      await recordAudit(trx, userId, actorId, 'user.username', { changed: { username: { from: before.username, to: username } } });
    }),
  );
}

/**
 * PUT usercontext/{userId}/{customerId}: the six context fields, unless an integration locked the context or the
 * customer locks a changed field (disabledUserFields).
 */
export async function updateContext(
  db: UsersDb,
  userId: number,
  customerId: number,
  update: ContextUpdate,
  actorId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('user_context as c')
      .leftJoin('customer_disabled_fields as d', 'd.customer_id', 'c.customer_id')
      .select(['work_email', 'work_phone', 'employee_number', 'title', 'customer_department', 'external_id', 'api_lockdown'])
      .select('d.fields as disabled_fields')
      .where('c.user_id', '=', userId)
      .where('c.customer_id', '=', customerId)
      .forUpdate('c')
      .executeTakeFirst();
    if (!row) throw new HttpError(404, USER_ADMIN_NO_CONTEXT);
    const before = {
      workEmail: row.work_email,
      workPhone: row.work_phone,
      employeeNumber: row.employee_number,
      title: row.title,
      customerDepartment: row.customer_department,
      externalId: row.external_id,
    };
    const changed = changes(before, update);
    if (Object.keys(changed).length === 0) return;
    if (row.api_lockdown) throw new HttpError(409, USER_ADMIN_LOCKED);
    refuseLockedFields(changed, row.disabled_fields ?? []);
    await trx
      .updateTable('user_context')
      .set({
        work_email: update.workEmail,
        work_phone: update.workPhone,
        employee_number: update.employeeNumber,
        title: update.title,
        customer_department: update.customerDepartment,
        external_id: update.externalId,
      })
      .where('user_id', '=', userId)
      .where('customer_id', '=', customerId)
      .execute();
    await recordAudit(trx, userId, actorId, 'context.update', { customerId, changed });
  });
}

/**
 * Adds or removes one role in one statement, so two admins at once neither lose nor double a role. The
 * trigger of migration 0008 bumps the person's session version: the change takes effect at once.
 */
export async function changeRole(
  db: UsersDb,
  userId: number,
  customerId: number,
  role: Role,
  add: boolean,
  actorId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const context = await trx
      .selectFrom('user_context')
      .select('id')
      .where('user_id', '=', userId)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (!context) throw new HttpError(404, USER_ADMIN_NO_CONTEXT);
    const changed = await trx
      .updateTable('user_context')
      .set({ roles: add ? sql`array_append(roles, ${role})` : sql`array_remove(roles, ${role})` })
      .where('id', '=', context.id)
      .where(add ? sql<boolean>`not (${role} = any(roles))` : sql<boolean>`${role} = any(roles)`)
      .returning('id')
      .executeTakeFirst();
    if (changed) await recordAudit(trx, userId, actorId, add ? 'role.add' : 'role.remove', { customerId, role });
  });
}

/** Activates or deactivates a context (document 002 §4: active, inactive or deleted); repeating changes nothing. */
export async function setContextActive(db: UsersDb, userId: number, customerId: number, active: boolean, actorId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const exists = await trx
      .selectFrom('user_context')
      .select('id')
      .where('user_id', '=', userId)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (!exists) throw new HttpError(404, USER_ADMIN_NO_CONTEXT);
    const changed = await trx
      .updateTable('user_context')
      .set({ active })
      .where('id', '=', exists.id)
      .where('active', '=', !active)
      .returning('id')
      .executeTakeFirst();
    if (changed) await recordAudit(trx, userId, actorId, active ? 'context.activate' : 'context.deactivate', { customerId });
  });
}

/** Deletes a context with its roles; the audit keeps what it held. */
export async function deleteContext(db: UsersDb, userId: number, customerId: number, actorId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('user_context')
      .where('user_id', '=', userId)
      .where('customer_id', '=', customerId)
      .returning(['customer_name', 'roles'])
      .executeTakeFirst();
    if (!deleted) throw new HttpError(404, USER_ADMIN_NO_CONTEXT);
    await recordAudit(trx, userId, actorId, 'context.delete', { customerId, customerName: deleted.customer_name, roles: deleted.roles });
  });
}
