import { HttpError, principalOf, zodResponse, zodSchema, type Access, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  scormAsyncParamsSchema,
  scormCallBodySchema,
  scormCallParamsSchema,
  scormCallResponseSchema,
  scormFunctionSchema,
  type ScormCallBody,
  type ScormCallResponse,
} from '@atrium/elearning-contract';
import { elearningDb, type ElearningDb } from '../db';
import { parseCmiMap, restoreSet } from './cmi-values';
import { saveCmi, storedCmi } from './learner-data';
import { sessionOf, type SessionContext } from './runtime-access';

const ok = (response = 'true', cache: Record<string, string> | null = null): ScormCallResponse => ({ response, cache, lastError: '0' });

function cmiValues(body: ScormCallBody): Record<string, string> {
  if (body.value === undefined || body.value === '') return {};
  const map = parseCmiMap(body.value);
  if (!map) throw new HttpError(400, 'value: must be a JSON object of CMI element names and values');
  return map;
}

/** Runs one call of the runtime protocol (document 001 §7) against the learner data of the session's license. */
async function runScormCall(
  db: ElearningDb,
  resolve: () => Promise<SessionContext>,
  name: string,
  sessionUuid: string,
  body: ScormCallBody,
) {
  const parsedName = scormFunctionSchema.safeParse(body.f ?? name);
  if (!parsedName.success) throw new HttpError(400, `function: unknown runtime function "${body.f ?? name}"`);
  const session = await resolve();
  if (body.licenseid !== session.licenseId) throw new HttpError(400, 'licenseid: not the license of this session');
  const item = await db
    .selectFrom('package_item')
    .select(['id', 'mastery_score'])
    .where('id', '=', body.itemid)
    .where('package_id', '=', session.packageId)
    .executeTakeFirst();
  if (!item) throw new HttpError(400, 'itemid: not an item of this course package');
  const commit = (values: Record<string, string>, terminate = false) => {
    if (body.version === undefined) throw new HttpError(400, 'version: the version the item was launched with is required to save');
    return saveCmi(db, {
      licenseId: session.licenseId,
      itemId: item.id,
      type: session.packageType,
      values,
      sessionUuid,
      version: body.version,
      seq: body.seq,
      terminate,
      masteryScore: item.mastery_score,
      packageId: session.packageId,
      sessionId: session.sessionId,
      sequencing: body.sequencing,
    });
  };
  const touch = (terminated: boolean) =>
    db
      .updateTable('runtime_session')
      .set({ last_seen_at: new Date(), ...(terminated ? { terminated_at: new Date() } : {}) })
      .where('id', '=', session.sessionId)
      .execute();

  switch (parsedName.data) {
    case 'initialize':
      await touch(false);
      return ok('true', restoreSet(session.packageType, await storedCmi(db, session.licenseId, item.id)));
    case 'getValues':
      return ok('true', await storedCmi(db, session.licenseId, item.id));
    case 'getValue': {
      if (!body.parameter) throw new HttpError(400, 'parameter: the CMI element to read is required');
      return ok((await storedCmi(db, session.licenseId, item.id))[body.parameter] ?? '');
    }
    case 'setValue': {
      if (!body.parameter || !/^(cmi|adl)\.[\w.]+$/.test(body.parameter))
        throw new HttpError(400, 'parameter: a CMI element name is required');
      await commit({ [body.parameter]: body.value ?? '' });
      return ok();
    }
    case 'setValues':
    case 'commit':
      await commit(cmiValues(body));
      await touch(false);
      return ok();
    case 'terminate':
      await commit(cmiValues(body), true);
      await touch(true);
      return ok();
  }
}

export interface ScormDataOptions {
  db: Kysely<any>;
  access: Access;
  /** The session a call names, if the caller may use it: the signed-in learner's own, or a remote one by its id. */
  sessionFor: (db: ElearningDb, request: FastifyRequest, sessionUuid: string) => Promise<SessionContext>;
}

/** Signed-in learners' sessions (the remote context registers the same calls with its own sessionFor). */
export const learnerSessions: Omit<ScormDataOptions, 'db'> = {
  access: 'authenticated',
  sessionFor: (db, request, sessionUuid) => sessionOf(db, sessionUuid, principalOf(request)),
};

export const scormDataRoutes: FastifyPluginAsync<ScormDataOptions> = async (fastify, { db: shared, access, sessionFor }) => {
  // navigator.sendBeacon posts a string as text/plain, the only type it may send without a preflight; the
  // final commit of a leaving learner arrives that way and is JSON all the same.
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, 'body: the text/plain body must be JSON'), undefined);
    }
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = elearningDb(shared);
  const schema = { body: zodSchema(scormCallBodySchema), response: { 200: zodResponse(scormCallResponseSchema) } };

  app.post(
    '/data/scorm/:function/:session',
    { config: { access }, schema: { ...schema, params: zodSchema(scormCallParamsSchema) } },
    async (request) =>
      runScormCall(
        db,
        () => sessionFor(db, request, request.params.session),
        request.params.function,
        request.params.session,
        request.body,
      ),
  );

  app.post(
    '/data/scorm/async/:name/:session',
    { config: { access }, schema: { ...schema, params: zodSchema(scormAsyncParamsSchema) } },
    async (request) =>
      runScormCall(db, () => sessionFor(db, request, request.params.session), request.params.name, request.params.session, request.body),
  );
};
