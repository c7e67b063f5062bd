import { addEndpoint, HttpError, principalOf, RequestValidationError, setSessionCookie } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { ENTER_CONTEXT_CUSTOMER_CLOSED, enterContextEndpoints } from '@atrium/users-contract';
import { usersDb } from '../db';
import { findOpenCustomer } from '../new-user/published-customer';
import { loadProfile, sessionPayload } from '../session/profile';
import { openSession } from '../session/session-store';
import { recordAudit } from '../user-administration/user-audit';

/**
 * Enter a customer's context (decision 0209): the platform admin gets a context at the customer with the company admin
 * role (added to one they have, or woken up), in one statement, audited on their own record; the context change ends
 * their sessions (decision 0111), so a new one is opened acting for that customer. Leaving is switching back to
 * another customer, or deleting that context.
 */
export const enterContextRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = usersDb(shared);

  addEndpoint(app, enterContextEndpoints.enter, async (request, reply) => {
    const admin = principalOf(request).userId;
    const customer = await findOpenCustomer(shared, request.params.customerId);
    if (!customer) throw RequestValidationError.forField('params', ['customerId'], ENTER_CONTEXT_CUSTOMER_CLOSED);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('user_context')
        .values({ user_id: admin, customer_id: customer.id, customer_name: customer.name, roles: ['companyadmin'], site: customer.site })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'customer_id']).doUpdateSet({
            roles: sql`case when 'companyadmin' = any(user_context.roles) then user_context.roles
              else array_append(user_context.roles, 'companyadmin') end`,
            active: true,
          }),
        )
        .execute();
      await recordAudit(trx, admin, admin, 'context.enter', { customerId: customer.id, customerName: customer.name });
    });
    const profile = await loadProfile(db, admin);
    if (!profile) throw new HttpError(401, 'Not signed in');
    setSessionCookie(reply, app.sessionTokens.sign(sessionPayload(profile, await openSession(db, admin), customer.id)));
    return { activeCustomerId: customer.id };
  });
};
