import { HttpError } from '@atrium/service-core';
import type { AdminUser } from '@atrium/users-contract';
import type { UsersDb } from '../db';

/**
 * The person as the administration shows them (document 002 §3 "User", "User context"), or undefined when
 * there is nobody. customerScope (a company admin's customer) shows only the context at that customer, and
 * nobody who has none there: to a company admin, other customers' people do not exist (decision 0113).
 */
async function loadAdminUser(db: UsersDb, userId: number, customerScope: number | null): Promise<AdminUser | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'uuid', 'first_name', 'last_name', 'username', 'email', 'phone', 'locale', 'created_at', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  let contexts = db
    .selectFrom('user_context')
    .leftJoin('customer_disabled_fields as d', 'd.customer_id', 'user_context.customer_id')
    .selectAll('user_context')
    .select('d.fields as disabled_fields')
    .where('user_id', '=', userId);
  if (customerScope !== null) contexts = contexts.where('user_context.customer_id', '=', customerScope);
  const rows = await contexts.orderBy('customer_name').orderBy('customer_id').execute();
  if (customerScope !== null && rows.length === 0) return undefined;
  const own = rows.find((context) => context.private);
  return {
    id: user.id,
    uuid: user.uuid,
    firstname: user.first_name,
    lastname: user.last_name,
    username: user.username,
    email: user.email,
    phone: user.phone,
    locale: user.locale,
    created: user.created_at.toISOString(),
    deleted: user.deleted_at !== null,
    privateCustomer: own ? { id: own.customer_id, name: own.customer_name } : null,
    contexts: rows.map((c) => ({
      customer: { id: c.customer_id, name: c.customer_name, disabledUserFields: c.disabled_fields ?? [] },
      roles: c.roles,
      workEmail: c.work_email,
      workPhone: c.work_phone,
      employeeNumber: c.employee_number,
      title: c.title,
      customerDepartment: c.customer_department,
      externalId: c.external_id,
      apiLockdown: c.api_lockdown,
      active: c.active,
    })),
  };
}

/** loadAdminUser, or 404 for nobody (and for someone outside a company admin's customer). */
export async function requireAdminUser(db: UsersDb, userId: number, customerScope: number | null): Promise<AdminUser> {
  const user = await loadAdminUser(db, userId, customerScope);
  if (!user) throw new HttpError(404, 'No such user');
  return user;
}
