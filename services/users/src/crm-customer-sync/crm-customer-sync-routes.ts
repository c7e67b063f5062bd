import { addEndpoint, HttpError, principalOf, type ZodTypeProvider } from '@atrium/service-core';
import { CRM_ERRORS, crmCustomerSyncEndpoints as endpoints, type CrmPair } from '@atrium/users-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { usersDb, type UsersDb } from '../db';
import { CrmUnavailableError, type CrmRecord } from './crm-client';
import { crmConnection } from './crm-connection';
import { refreshCrmMirror } from './crm-mirror';
import { crmCounts, findPair, searchPaired, searchUnpaired } from './crm-pairing-query';
import { createCustomerFromCrm, forgetCrmCustomer, pairCustomer, syncPair, unpair } from './crm-pairing-store';

/** A CRM that fails is the CRM's problem, not a 500 of ours: 502 with a message key the screen shows. */
async function fromCrm<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CrmUnavailableError) throw new HttpError(502, CRM_ERRORS.unreachable);
    throw error;
  }
}

/** The CRM's customer now; one the CRM no longer has leaves the mirror and is a 404. */
async function liveRecord(db: UsersDb, soid: number): Promise<CrmRecord> {
  const { client } = await crmConnection();
  const record = await fromCrm(() => client.customer(soid));
  if (!record) {
    await forgetCrmCustomer(db, soid);
    throw new HttpError(404, CRM_ERRORS.notInCrm);
  }
  return record;
}

async function pairOf(db: UsersDb, soid: number): Promise<CrmPair> {
  const pair = await findPair(db, soid);
  if (!pair) throw new HttpError(404, CRM_ERRORS.notPaired);
  return pair;
}

/** The CRM customer sync (document 002 §2 "/{crm}/customer", §7 "Other"; decision 0219). */
export const crmCustomerSyncRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = usersDb(shared);

  addEndpoint(app, endpoints.status, async () => ({ crm: (await crmConnection()).kind, ...(await crmCounts(db)) }));

  addEndpoint(app, endpoints.refresh, async () => {
    const { client } = await crmConnection();
    return { fetched: await fromCrm(() => refreshCrmMirror(db, client)) };
  });

  addEndpoint(app, endpoints.searchPaired, async (request) => searchPaired(db, request.query));
  addEndpoint(app, endpoints.searchUnpaired, async (request) => searchUnpaired(db, request.query));

  addEndpoint(app, endpoints.search, async (request) => {
    const record = await liveRecord(db, request.params.soid);
    return { soid: record.soid, name: record.name, orgNumber: record.orgNumber, country: record.country, crmUpdated: record.updated };
  });

  addEndpoint(app, endpoints.pair, async (request) => {
    const { soid, customerId } = request.body;
    const record = await liveRecord(db, soid);
    const actorId = principalOf(request).userId;
    await db.transaction().execute((trx) => pairCustomer(trx, record, customerId, actorId));
    return pairOf(db, soid);
  });

  addEndpoint(app, endpoints.unpair, async (request) => {
    if (!(await db.transaction().execute((trx) => unpair(trx, request.params.soid)))) throw new HttpError(404, CRM_ERRORS.notPaired);
  });

  addEndpoint(app, endpoints.sync, async (request) => {
    const { soid } = request.params;
    const { customerId } = await pairOf(db, soid);
    const record = await liveRecord(db, soid);
    await db.transaction().execute((trx) => syncPair(trx, customerId, record));
    return pairOf(db, soid);
  });

  addEndpoint(app, endpoints.createInApp, async (request) => {
    const record = await liveRecord(db, request.params.soid);
    const actorId = principalOf(request).userId;
    return db.transaction().execute((trx) => createCustomerFromCrm(trx, record, actorId));
  });
};
