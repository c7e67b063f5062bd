import { HttpError, RequestValidationError } from '@atrium/service-core';
import { USER_ADMIN_MOVE_ALREADY_THERE, USER_ADMIN_MOVE_CUSTOMER_CLOSED, USER_ADMIN_NO_CONTEXT } from '@atrium/users-contract';
import type { Kysely } from 'kysely';
import { usersDb } from '../db';
import { findOpenCustomer } from '../new-user/published-customer';
import { recordAudit } from './user-audit';

/**
 * moveUserToCustomer (decision 0209): the context at `from` becomes the context at `to`, keeping its fields (work
 * e-mail, employee number …) and active state. Its roles and API lockdown stay behind: they were given by, or belong
 * to an integration of, the customer the person leaves. The unique (person, customer) index refuses a move to a
 * customer the person already has (409); the context-change trigger ends the person's sessions.
 */
export async function moveToCustomer(shared: Kysely<any>, userId: number, from: number, to: number, actorId: number): Promise<void> {
  const target = await findOpenCustomer(shared, to);
  if (!target) throw RequestValidationError.forField('body', ['toCustomerId'], USER_ADMIN_MOVE_CUSTOMER_CLOSED);
  try {
    await usersDb(shared)
      .transaction()
      .execute(async (trx) => {
        const moved = await trx
          .updateTable('user_context')
          .set({ customer_id: target.id, customer_name: target.name, site: target.site, roles: [], api_lockdown: false })
          .where('user_id', '=', userId)
          .where('customer_id', '=', from)
          .returning('id')
          .executeTakeFirst();
        if (!moved) throw new HttpError(404, USER_ADMIN_NO_CONTEXT);
        await recordAudit(trx, userId, actorId, 'context.move', {
          fromCustomerId: from,
          toCustomerId: target.id,
          toCustomerName: target.name,
        });
      });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new HttpError(409, USER_ADMIN_MOVE_ALREADY_THERE);
    throw error;
  }
}
