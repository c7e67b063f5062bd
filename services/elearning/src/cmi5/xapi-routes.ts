import { randomUUID } from 'node:crypto';
import { HttpError, zodResponse, zodSchema, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  fetchParamsSchema,
  fetchResponseSchema,
  xapiStateQuerySchema,
  xapiStatementIdQuerySchema,
  xapiStatementsBodySchema,
  type XapiStatement,
} from '@atrium/elearning-contract';
import { elearningDb } from '../db';
import { applyStatements, checkMastery } from './apply-statement';
import { checkRegistration, xapiCaller } from './xapi-auth';

const XAPI_VERSION = '1.0.3';
const LAUNCH_DATA = 'LMS.LaunchData';
// The AU authenticates with its token, not the session cookie: these routes check the token themselves.
const TOKEN = { access: 'public' as const };

/** The LRS side a cmi5 AU needs: the one-time fetch, statements and the State API (under /xapi). */
export const xapiRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  // State documents are any content; the AU's JSON arrives parsed and is stored as text again.
  fastify.addContentTypeParser('application/octet-stream', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('x-experience-api-version', XAPI_VERSION);
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = elearningDb(shared);

  app.post(
    '/xapi/fetch/:code',
    {
      config: TOKEN,
      schema: {
        params: zodSchema(fetchParamsSchema),
        response: { 200: zodResponse(fetchResponseSchema), 400: zodResponse(fetchResponseSchema) },
      },
    },
    async (request, reply) => {
      const launch = await db
        .updateTable('cmi5_launch')
        .set({ fetched_at: new Date() })
        .where('fetch_code', '=', request.params.code)
        .where('fetched_at', 'is', null)
        .returning('auth_token')
        .executeTakeFirst();
      // cmi5 §8.2.3: the token is handed out once; a second fetch is "already in use".
      if (!launch) return reply.code(400).send({ 'error-code': '1', 'error-text': 'already in use or unknown' });
      return { 'auth-token': launch.auth_token };
    },
  );

  app.get('/xapi/about', { config: TOKEN }, async () => ({ version: [XAPI_VERSION] }));

  const store = async (statements: XapiStatement[], caller: Awaited<ReturnType<typeof xapiCaller>>) => {
    for (const statement of statements) {
      checkRegistration(caller, statement.context?.registration);
      checkMastery(statement, caller.masteryScore);
    }
    const withIds = statements.map((statement) => ({ ...statement, id: statement.id ?? randomUUID() }));
    await applyStatements(db, caller, withIds);
    return withIds.map((statement) => statement.id);
  };

  app.post('/xapi/statements', { config: TOKEN, schema: { body: zodSchema(xapiStatementsBodySchema) } }, async (request) => {
    const caller = await xapiCaller(db, request);
    return store([request.body].flat(), caller);
  });

  app.put(
    '/xapi/statements',
    { config: TOKEN, schema: { body: zodSchema(xapiStatementsBodySchema), querystring: zodSchema(xapiStatementIdQuerySchema) } },
    async (request, reply) => {
      const caller = await xapiCaller(db, request);
      if (Array.isArray(request.body)) throw new HttpError(400, 'body: PUT takes one statement');
      if (!request.query.statementId) throw new HttpError(400, 'statementId: required with PUT');
      await store([{ ...request.body, id: request.query.statementId }], caller);
      return reply.code(204).send();
    },
  );

  app.get(
    '/xapi/statements',
    { config: TOKEN, schema: { querystring: zodSchema(xapiStatementIdQuerySchema.loose()) } },
    async (request) => {
      const caller = await xapiCaller(db, request);
      let query = db.selectFrom('cmi5_statement').select('statement').where('registration', '=', caller.registration);
      if (request.query.statementId) {
        const one = await query.where('id', '=', request.query.statementId).executeTakeFirst();
        if (!one) throw new HttpError(404, 'Statement not found');
        return one.statement;
      }
      query = query.orderBy('stored', 'desc').limit(100);
      return { statements: (await query.execute()).map((row) => row.statement), more: '' };
    },
  );

  const stateQuery = zodSchema(xapiStateQuerySchema);

  app.get('/xapi/activities/state', { config: TOKEN, schema: { querystring: stateQuery } }, async (request, reply) => {
    const caller = await xapiCaller(db, request);
    checkRegistration(caller, request.query.registration);
    const rows = db
      .selectFrom('cmi5_state')
      .where('registration', '=', caller.registration)
      .where('activity_id', '=', request.query.activityId);
    if (!request.query.stateId) return (await rows.select('state_id').execute()).map((row) => row.state_id);
    const state = await rows.select(['content', 'content_type']).where('state_id', '=', request.query.stateId).executeTakeFirst();
    if (!state) throw new HttpError(404, 'No such state document');
    return reply.type(state.content_type).send(state.content);
  });

  const writeState = (merge: boolean) =>
    async function write(request: FastifyRequest<{ Querystring: z.infer<typeof xapiStateQuerySchema> }>, reply: FastifyReply) {
      const caller = await xapiCaller(db, request);
      checkRegistration(caller, request.query.registration);
      const stateId = request.query.stateId;
      if (!stateId) throw new HttpError(400, 'stateId: required');
      if (stateId === LAUNCH_DATA) throw new HttpError(403, 'stateId: LMS.LaunchData is written by the LMS only');
      const type = String(request.headers['content-type'] ?? 'application/json').split(';')[0] ?? 'application/json';
      let content = typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? null);
      if (merge && type === 'application/json') {
        // xAPI POST on a JSON document merges its top-level properties into the stored one.
        const stored = await db
          .selectFrom('cmi5_state')
          .select('content')
          .where('registration', '=', caller.registration)
          .where('activity_id', '=', request.query.activityId)
          .where('state_id', '=', stateId)
          .executeTakeFirst();
        if (stored) content = JSON.stringify({ ...JSON.parse(stored.content), ...(request.body as object) });
      }
      await db
        .insertInto('cmi5_state')
        .values({
          registration: caller.registration,
          activity_id: request.query.activityId,
          state_id: stateId,
          content,
          content_type: type,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['registration', 'activity_id', 'state_id'])
            .doUpdateSet({ content, content_type: type, updated_at: new Date() }),
        )
        .execute();
      return reply.code(204).send();
    };

  app.put('/xapi/activities/state', { config: TOKEN, schema: { querystring: stateQuery } }, writeState(false));
  app.post('/xapi/activities/state', { config: TOKEN, schema: { querystring: stateQuery } }, writeState(true));

  app.delete('/xapi/activities/state', { config: TOKEN, schema: { querystring: stateQuery } }, async (request, reply) => {
    const caller = await xapiCaller(db, request);
    checkRegistration(caller, request.query.registration);
    let query = db
      .deleteFrom('cmi5_state')
      .where('registration', '=', caller.registration)
      .where('activity_id', '=', request.query.activityId)
      .where('state_id', '!=', LAUNCH_DATA);
    if (request.query.stateId) query = query.where('state_id', '=', request.query.stateId);
    await query.execute();
    return reply.code(204).send();
  });

  // The LMS keeps no learner preferences (cmi5 §11): the AU then uses its own defaults.
  app.get('/xapi/agents/profile', { config: TOKEN }, async (request) => {
    await xapiCaller(db, request);
    throw new HttpError(404, 'No such agent profile');
  });
};
