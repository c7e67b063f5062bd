import { addEndpoint, principalOf } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { disabledUserFieldEndpoints as endpoints, LOCKABLE_USER_FIELDS, type LockableUserField } from '@atrium/users-contract';
import { usersDb, type UsersDb } from '../db';

async function disabledFieldsOf(db: UsersDb, customerId: number) {
  const row = await db.selectFrom('customer_disabled_fields').select('fields').where('customer_id', '=', customerId).executeTakeFirst();
  return { customerId, disabledUserFields: row?.fields ?? [] };
}

/**
 * The fields a customer locks (decision 0208), set by platform admins. One upsert: two admins saving at once leave
 * one of their lists whole. Setting a lock changes the people of that customer, whose sessions are not affected.
 */
export const disabledUserFieldRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = usersDb(shared);

  addEndpoint(app, endpoints.get, async (request) => disabledFieldsOf(db, request.params.customerId));

  addEndpoint(app, endpoints.put, async (request) => {
    const { customerId } = request.params;
    // Kept in the order of LOCKABLE_USER_FIELDS, once each, whatever order the caller sent.
    const fields: LockableUserField[] = LOCKABLE_USER_FIELDS.filter((field) => request.body.disabledUserFields.includes(field));
    await db
      .insertInto('customer_disabled_fields')
      .values({ customer_id: customerId, fields, updated_by: principalOf(request).userId })
      .onConflict((conflict) =>
        conflict.column('customer_id').doUpdateSet({
          fields,
          updated_by: principalOf(request).userId,
          updated_at: sql<Date>`now()` as unknown as Date,
        }),
      )
      .execute();
    return disabledFieldsOf(db, customerId);
  });
};
