import { addEndpoint, principalOf, RequestValidationError } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { internalControlEndpoints as endpoints } from '@atrium/classroom-contract';
import { classroomDb } from '../db';
import { lockInstance } from '../classroom-management/managed-instance';
import { internalControl } from './internal-control-query';

/** The internal control of an instance (decision 0225): its checks, and the staff member's confirmation. */
export const internalControlRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  addEndpoint(app, endpoints.get, async (request) => internalControl(db, request.params.instanceId));

  // Confirming with checks open needs a comment saying why; a later confirmation replaces the earlier one.
  addEndpoint(app, endpoints.confirm, async (request) => {
    const { instanceId } = request.params;
    const { comment } = request.body;
    await db.transaction().execute(async (trx) => {
      await lockInstance(trx, instanceId);
      const openChecks = (await internalControl(trx, instanceId)).checks.filter((check) => !check.ok).map((check) => check.key);
      if (openChecks.length > 0 && !comment)
        throw RequestValidationError.forField('body', ['comment'], 'internal-control.invalid.commentNeeded');
      const values = { checked_by: principalOf(request).userId, comment: comment || null, open_checks: openChecks };
      await trx
        .insertInto('internal_control')
        .values({ cli_id: instanceId, ...values })
        .onConflict((oc) => oc.column('cli_id').doUpdateSet({ ...values, checked_at: sql<Date>`now()` }))
        .execute();
    });
    return internalControl(db, instanceId);
  });
};
