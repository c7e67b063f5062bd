import { HttpError, zodResponse, zodSchema, type Role, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  hotworkIdParamsSchema,
  hotworkSchema,
  hotworksListQuerySchema,
  hotworksListResponseSchema,
  hotworkUpdateBodySchema,
} from '@atrium/elearning-contract';
import { elearningDb } from '../db';
import { listHotworks } from './hotwork-query';
import { hotworkView } from './hotwork-view';

// Document 001 §1: hot-works certificates are kept by the platform administrators.
const HOTWORKS_ADMINS: { roles: Role[] } = { roles: ['atrium'] };

export const hotworkRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = elearningDb(shared);

  app.get(
    '/data/hotworks/list',
    {
      config: { access: HOTWORKS_ADMINS },
      schema: { querystring: zodSchema(hotworksListQuerySchema), response: { 200: zodResponse(hotworksListResponseSchema) } },
    },
    async (request) => (await listHotworks(db, request.query)).map(hotworkView),
  );

  app.get(
    '/data/hotworks/:id',
    {
      config: { access: HOTWORKS_ADMINS },
      schema: { params: zodSchema(hotworkIdParamsSchema), response: { 200: zodResponse(hotworkSchema) } },
    },
    async (request) => {
      const row = await db.selectFrom('hotwork').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!row) throw new HttpError(404, 'Unknown hot-works record');
      return hotworkView(row);
    },
  );

  app.put(
    '/data/hotworks/:id',
    {
      config: { access: HOTWORKS_ADMINS },
      schema: {
        params: zodSchema(hotworkIdParamsSchema),
        body: zodSchema(hotworkUpdateBodySchema),
        response: { 200: zodResponse(hotworkSchema) },
      },
    },
    async (request) => {
      const { body, params } = request;
      // The body repeats the id (document 001 §7); a mismatch means the client is editing another record.
      if (body.id !== params.id) throw new HttpError(400, 'body.id: does not match the id in the path');
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
    },
  );
};
