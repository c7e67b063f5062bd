import { principalOf, readCookie, zodResponse, zodSchema, type ZodTypeProvider } from '@atrium/service-core';
import { SITE_STORES } from '@atrium/core-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  getItemQuerySchema,
  itemSessionParamsSchema,
  licenseIdParamsSchema,
  ocsParamsSchema,
  RUNTIME_CONSTANTS,
  runtimeConfigurationSchema,
  scormItemSchema,
  scormSessionSchema,
  sessionIdParamsSchema,
} from '@atrium/elearning-contract';
import { elearningDb } from '../db';
import { launchByLicenseId, launchByUuids, learnerOf, sessionOf } from './runtime-access';
import { itemView, openSession, sessionView } from './session-view';

/** Document 001 §7 "Package runtime": starting and resuming sessions. The learner holding the license calls these. */
export const runtimeRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = elearningDb(shared);
  const learner = { access: 'authenticated' as const };

  app.get(
    '/scorm/init/:id',
    { config: learner, schema: { params: zodSchema(licenseIdParamsSchema), response: { 200: zodResponse(scormSessionSchema) } } },
    async (request) => {
      const principal = principalOf(request);
      const session = await openSession(db, await launchByLicenseId(db, request.params.id, principal), learnerOf(principal));
      return sessionView(db, session, request);
    },
  );

  app.get(
    '/scorm/getSession/:id',
    { config: learner, schema: { params: zodSchema(sessionIdParamsSchema), response: { 200: zodResponse(scormSessionSchema) } } },
    async (request) => {
      const principal = principalOf(request);
      return sessionView(db, await sessionOf(db, request.params.id, principal), request);
    },
  );

  app.get(
    '/scorm/initocs/:useruuid/:licenseuuid',
    { config: learner, schema: { params: zodSchema(ocsParamsSchema), response: { 200: zodResponse(scormSessionSchema) } } },
    async (request) => {
      const principal = principalOf(request);
      const launch = await launchByUuids(db, request.params.useruuid, request.params.licenseuuid, principal);
      return sessionView(db, await openSession(db, launch, learnerOf(principal)), request);
    },
  );

  app.get(
    '/scorm/getitem/:sessionId',
    {
      config: learner,
      schema: {
        params: zodSchema(itemSessionParamsSchema),
        querystring: zodSchema(getItemQuerySchema),
        response: { 200: zodResponse(scormItemSchema) },
      },
    },
    async (request) => {
      const session = await sessionOf(db, request.params.sessionId, principalOf(request));
      return itemView(db, session, request.query.itemid ?? session.itemId, request);
    },
  );

  app.get(
    '/configuration',
    { config: learner, schema: { response: { 200: zodResponse(runtimeConfigurationSchema) } } },
    // The chosen locale, else the learning site's (ARCHITECTURE.md "Locale").
    async (request) => ({
      ...RUNTIME_CONSTANTS,
      remoteScormVersions: [...RUNTIME_CONSTANTS.remoteScormVersions],
      locale: readCookie(request, 'locale') ?? SITE_STORES[principalOf(request).site].locale,
    }),
  );
};
