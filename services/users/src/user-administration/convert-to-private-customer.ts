import { HttpError } from '@atrium/service-core';
import { USER_ADMIN_ALREADY_PRIVATE, type ConvertToPrivateBody } from '@atrium/users-contract';
import type { LearningSite } from '@atrium/core-contract';
import { sql, type Kysely } from 'kysely';
import { usersDb } from '../db';
import { recordAudit } from './user-audit';

/** Decision 0160's ids of Norway and Sweden; a private customer elsewhere is on the international site. */
const SITE_OF_COUNTRY: Readonly<Record<number, LearningSite>> = { 165: 'NO', 215: 'SE' };

type Address = Required<ConvertToPrivateBody>['address'];

/**
 * convertToPrivateCustomer (document 002 §2, §7; decision 0241): the person gets their own customer, made by the
 * company area (its published function) with the given address, and a context there without roles; unless
 * keepContexts, their contexts at other customers are removed with their roles. Licences, participations and orders
 * keep the customer that paid for them. One transaction with the person's row locked, so two conversions of the
 * same person cannot both make a customer; a person who has one is refused (409), and one whose private context was
 * deleted gets it back at the customer they already own.
 */
export async function convertToPrivateCustomer(
  shared: Kysely<any>,
  userId: number,
  keepContexts: boolean,
  address: Address,
  actorId: number,
): Promise<void> {
  await usersDb(shared)
    .transaction()
    .execute(async (trx) => {
      const person = await trx
        .selectFrom('users')
        .select(['first_name', 'last_name'])
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (!person) throw new HttpError(404, 'No such user');
      const own = await trx
        .selectFrom('user_context')
        .select('id')
        .where('user_id', '=', userId)
        .where('private', '=', true)
        .executeTakeFirst();
      if (own) throw new HttpError(409, USER_ADMIN_ALREADY_PRIVATE);
      const name = `${person.first_name} ${person.last_name}`.trim();
      const site = SITE_OF_COUNTRY[address.countryId] ?? 'INT';
      const { rows: made } = await sql<{ id: number | null }>`
        select published.company_create_private_customer(
          ${userId}, ${name}, ${site}, ${address.street}, ${address.postalCode}, ${address.city}, ${address.countryId}) as id`.execute(trx);
      const customer =
        made[0]?.id != null
          ? { id: made[0].id, name, site }
          : (
              await sql<{ id: number; name: string; site: LearningSite }>`
                select p.customer_id as id, p.name, c.site from published.company_private_customer p
                join published.company_customer c on c.id = p.customer_id
                where p.user_id = ${userId}`.execute(trx)
            ).rows[0]!;
      const removed = keepContexts
        ? []
        : await trx
            .deleteFrom('user_context')
            .where('user_id', '=', userId)
            .where('customer_id', '!=', customer.id)
            .returning(['customer_id as customerId', 'customer_name as customerName', 'roles'])
            .execute();
      await trx
        .insertInto('user_context')
        .values({ user_id: userId, customer_id: customer.id, customer_name: customer.name, site: customer.site, roles: [], private: true })
        .onConflict((conflict) => conflict.columns(['user_id', 'customer_id']).doUpdateSet({ private: true, active: true }))
        .execute();
      await recordAudit(trx, userId, actorId, 'context.private', {
        customerId: customer.id,
        customerName: customer.name,
        keptContexts: keepContexts,
        removed,
      });
    });
}
