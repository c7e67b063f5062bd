import { addEndpoint, customerScopeOf, HttpError, principalOf, type Principal, type Role } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  ASSIGNABLE_ROLES,
  USER_ADMIN_ROLE_NOT_YOURS,
  USER_ADMIN_SHARED_PERSON,
  userAdministrationEndpoints as endpoints,
} from '@atrium/users-contract';
import { usersDb, type UsersDb } from '../db';
import { requireAdminUser } from './admin-user-query';
import { mayGrant } from './grantable-roles';
import { convertToPrivateCustomer } from './convert-to-private-customer';
import { moveToCustomer } from './move-to-customer';
import { listAudit } from './user-audit';
import { changeRole, deleteContext, setContextActive, updateContext, updateUser, updateUsername } from './user-administration-store';

const LOGINS_SHOWN = 200;

/** A company admin administers contexts at the customer they act for only. */
function requireCustomerInScope(principal: Principal, customerId: number): void {
  const scope = customerScopeOf(principal);
  if (scope !== null && scope !== customerId) throw new HttpError(403, 'No access to that customer');
}

/** A company admin may change a person's own fields only when the person belongs to no other customer. */
async function requireSoleCustomer(db: UsersDb, userId: number, scope: number | null): Promise<void> {
  if (scope === null) return;
  const elsewhere = await db
    .selectFrom('user_context')
    .select(sql`1`.as('one'))
    .where('user_id', '=', userId)
    .where('customer_id', '!=', scope)
    .executeTakeFirst();
  if (elsewhere) throw new HttpError(403, USER_ADMIN_SHARED_PERSON);
}

/**
 * The single-user administration (document 002 §2 "/{product}usersearch/users/{userId}/{tab?}", §7 "User
 * administration"). Platform admins and course staff administer everyone; a company admin only the contexts at
 * the customer they act for, and a person's own fields only when that customer is the person's only one.
 * Every change is written to the person's audit in the same transaction.
 */
export const userAdministrationRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = usersDb(shared);
  const answer = (principal: Principal, userId: number) => requireAdminUser(db, userId, customerScopeOf(principal));

  addEndpoint(app, endpoints.get, async (request) => answer(principalOf(request), request.params.userId));

  addEndpoint(app, endpoints.update, async (request) => {
    const principal = principalOf(request);
    const { userId } = request.params;
    await answer(principal, userId);
    await requireSoleCustomer(db, userId, customerScopeOf(principal));
    await updateUser(db, userId, request.body, principal.userId);
    return answer(principal, userId);
  });

  addEndpoint(app, endpoints.updateUsername, async (request) => {
    const principal = principalOf(request);
    await updateUsername(db, request.body.id, request.body.username, principal.userId);
    return answer(principal, request.body.id);
  });

  addEndpoint(app, endpoints.updateContext, async (request) => {
    const principal = principalOf(request);
    const { userId, customerId } = request.params;
    await answer(principal, userId);
    requireCustomerInScope(principal, customerId);
    await updateContext(db, userId, customerId, request.body, principal.userId);
    return answer(principal, userId);
  });

  const roleHandler = (add: boolean) => async (principal: Principal, change: { role: Role; customer: number; user: number }) => {
    await answer(principal, change.user);
    requireCustomerInScope(principal, change.customer);
    if (!mayGrant(principal, change.role)) throw new HttpError(403, USER_ADMIN_ROLE_NOT_YOURS);
    await changeRole(db, change.user, change.customer, change.role, add, principal.userId);
    return answer(principal, change.user);
  };
  const addRole = roleHandler(true);
  const removeRole = roleHandler(false);
  addEndpoint(app, endpoints.addRole, async (request) => addRole(principalOf(request), request.body));
  addEndpoint(app, endpoints.removeRole, async (request) => removeRole(principalOf(request), request.query));

  const contextState = (active: boolean) => async (principal: Principal, userId: number, customerId: number) => {
    await answer(principal, userId);
    requireCustomerInScope(principal, customerId);
    await setContextActive(db, userId, customerId, active, principal.userId);
    return answer(principal, userId);
  };
  const activate = contextState(true);
  const deactivate = contextState(false);
  addEndpoint(app, endpoints.activateContext, async (request) =>
    activate(principalOf(request), request.params.userId, request.params.customerId),
  );
  addEndpoint(app, endpoints.deactivateContext, async (request) =>
    deactivate(principalOf(request), request.params.userId, request.params.customerId),
  );

  addEndpoint(app, endpoints.deleteContext, async (request) => {
    const principal = principalOf(request);
    const { userId, customerId } = request.params;
    await answer(principal, userId);
    await deleteContext(db, userId, customerId, principal.userId);
    return answer(principal, userId);
  });

  addEndpoint(app, endpoints.moveToCustomer, async (request) => {
    const principal = principalOf(request);
    const { userId, fromCustomerId, toCustomerId } = request.body;
    await answer(principal, userId);
    await moveToCustomer(shared, userId, fromCustomerId, toCustomerId, principal.userId);
    return answer(principal, userId);
  });

  addEndpoint(app, endpoints.convertToPrivateCustomer, async (request) => {
    const principal = principalOf(request);
    const { userId, keepContexts, address } = request.body;
    await answer(principal, userId);
    await convertToPrivateCustomer(shared, userId, keepContexts, address, principal.userId);
    return answer(principal, userId);
  });

  addEndpoint(app, endpoints.roles, async (request) => {
    const principal = principalOf(request);
    return ASSIGNABLE_ROLES.filter((role) => mayGrant(principal, role));
  });

  addEndpoint(app, endpoints.audit, async (request) => {
    const principal = principalOf(request);
    await answer(principal, request.params.userId);
    return listAudit(db, request.params.userId, customerScopeOf(principal));
  });

  addEndpoint(app, endpoints.logins, async (request) => {
    await answer(principalOf(request), request.params.userId);
    const rows = await db
      .selectFrom('login_log')
      .select(['at', 'success', 'browser'])
      .where('user_id', '=', request.params.userId)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(LOGINS_SHOWN)
      .execute();
    return { logins: rows.map((row) => ({ ...row, at: row.at.toISOString() })), error: null };
  });
};
