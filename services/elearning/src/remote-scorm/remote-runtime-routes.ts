import { HttpError, zodResponse, zodSchema, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  getItemQuerySchema,
  licenseProgressSchema,
  remoteLaunchBodySchema,
  remoteLaunchParamsSchema,
  remoteSessionParamsSchema,
  scormItemSchema,
  scormSessionSchema,
} from '@atrium/elearning-contract';
import { elearningDb } from '../db';
import { contentParamsSchema, sendPackageFile } from '../packages/content-routes';
import { licenseProgressOf } from '../runtime/license-progress-view';
import { itemView, sessionView } from '../runtime/session-view';
import { startRemoteSession } from './remote-launch';
import { sessionByCredential } from '../runtime/credential-session';

// On the content origin (decision 0119) or framed by a customer's LMS, the runtime gets no Atrium cookie: these
// calls are public and the launch token, then the session id, are what authorise them (contract remoteScorm.ts).
const remote = { access: 'public' as const };
const remoteContentParamsSchema = contentParamsSchema.extend({ sessionId: z.uuid() });

/** The remote context of the package runtime (document 001 §7 with {context} = remote). */
export const remoteRuntimeRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = elearningDb(shared);
  const sessionParams = zodSchema(remoteSessionParamsSchema);

  app.post(
    '/remote/scorm/init/:token',
    {
      config: remote,
      schema: {
        params: zodSchema(remoteLaunchParamsSchema),
        body: zodSchema(remoteLaunchBodySchema),
        response: { 200: zodResponse(scormSessionSchema) },
      },
    },
    async (request) => sessionView(db, await startRemoteSession(db, request.params.token, request.body), request),
  );

  app.get(
    '/remote/scorm/getSession/:sessionId',
    { config: remote, schema: { params: sessionParams, response: { 200: zodResponse(scormSessionSchema) } } },
    async (request) => sessionView(db, await sessionByCredential(db, request.params.sessionId), request),
  );

  app.get(
    '/remote/scorm/getitem/:sessionId',
    {
      config: remote,
      schema: { params: sessionParams, querystring: zodSchema(getItemQuerySchema), response: { 200: zodResponse(scormItemSchema) } },
    },
    async (request) => {
      const session = await sessionByCredential(db, request.params.sessionId);
      return itemView(db, session, request.query.itemid ?? session.itemId, request);
    },
  );

  app.get(
    '/remote/scorm/progress/:sessionId',
    { config: remote, schema: { params: sessionParams, response: { 200: zodResponse(licenseProgressSchema) } } },
    async (request) => licenseProgressOf(db, await sessionByCredential(db, request.params.sessionId)),
  );

  app.get(
    '/remote/:sessionId/packages/:uuid/content/*',
    { config: remote, schema: { params: zodSchema(remoteContentParamsSchema) } },
    async (request, reply) => {
      const params = request.params;
      const session = await sessionByCredential(db, params.sessionId);
      if (session.packageUuid !== params.uuid) throw new HttpError(404, 'Package not found');
      const found = await db.selectFrom('package').select('storage_key').where('id', '=', session.packageId).executeTakeFirstOrThrow();
      return sendPackageFile(reply, found.storage_key, params['*'], 'anySite');
    },
  );
};
