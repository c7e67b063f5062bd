import { HttpError, addEndpoint, RequestValidationError } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { hotworkEndpoints } from '@atrium/elearning-contract';
import { elearningDb } from '../db';
import { listHotworks } from './hotwork-query';
import { hotworkView } from './hotwork-view';

export const hotworkRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = elearningDb(shared);

  addEndpoint(app, hotworkEndpoints.list, async (request) => (await listHotworks(db, request.query)).map(hotworkView));

  addEndpoint(app, hotworkEndpoints.get, async (request) => {
    const row = await db.selectFrom('hotwork').selectAll().where('id', '=', request.params.id).executeTakeFirst();
    if (!row) throw new HttpError(404, 'Unknown hot-works record');
    return hotworkView(row);
  });

  addEndpoint(app, hotworkEndpoints.update, async (request) => {
    const { body, params } = request;
    // The body repeats the id (document 001 §7); a mismatch means the client is editing another record.
    if (body.id !== params.id) throw RequestValidationError.forField('body', ['id'], 'validation.unknownChoice');
    const row = await db
      .updateTable('hotwork')
      .set({
        certificate_number: body.certificateNumber,
        received_proof_of_fire_drill: body.receivedProofOfFireDrill,
        fire_drill_date: body.fireDrillDate,
        comments: body.comments,
        sent_to_customer: body.sentToCustomer,
      })
      .where('id', '=', params.id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'Unknown hot-works record');
    return hotworkView(row);
  });
};
