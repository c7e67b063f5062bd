import { addEndpoint, HttpError, principalOf } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { personLicenseEndpoints as endpoints } from '@atrium/elearning-contract';
import { elearningDb, type ElearningDb } from '../db';
import { approveLicenses } from '../licenses/license-changes';
import { inTransaction } from '../transaction';
import { forceCancelLicense } from './force-cancel';
import { personLicenses } from './person-licenses-query';
import { resetProgress } from './reset-progress';

async function licenseOf(db: ElearningDb, userId: number, licenseId: number) {
  const license = (await personLicenses(db, userId)).find((row) => row.id === licenseId);
  if (!license) throw new HttpError(404, 'license.notFound');
  return license;
}

/** The courses tab of the single-user administration (document 002 §2, §7): a platform admin's view of one person. */
export const personLicenseRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = elearningDb(shared);

  addEndpoint(app, endpoints.list, async (request) => personLicenses(db, request.params.userId));

  addEndpoint(app, endpoints.forceCancel, async (request) => {
    const { licenseId, userId, sendCancellationEmail } = request.params;
    await inTransaction(db, (trx) => forceCancelLicense(trx, licenseId, userId, sendCancellationEmail, principalOf(request)));
    return licenseOf(db, userId, licenseId);
  });

  addEndpoint(app, endpoints.resetProgress, async (request) => {
    const licenseId = await inTransaction(db, (trx) => resetProgress(trx, request.params));
    return licenseOf(db, request.params.userId, licenseId);
  });

  addEndpoint(app, endpoints.approveAt, async (request) => {
    const { id, date } = request.body;
    // A remote learner's license (no person) is not this screen's.
    const owner = await db.selectFrom('license').select('user_id').where('id', '=', id).executeTakeFirst();
    if (!owner?.user_id) throw new HttpError(404, 'license.notFound');
    await inTransaction(db, (trx) => approveLicenses(trx, [id], date, principalOf(request)));
    return licenseOf(db, owner.user_id, id);
  });
};
