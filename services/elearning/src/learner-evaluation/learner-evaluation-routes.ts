import { addEndpoint, HttpError, principalOf } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { learnerEvaluationEndpoints } from '@atrium/elearning-contract';
import { elearningDb } from '../db';
import { evaluationFacts, learnerEvaluationOf } from './learner-evaluation-query';
import { giveEvaluation } from './learner-evaluation-store';

/** Issue 22 point 9: the holder of a completed license rates its course once, from the runtime's end or /mypage. */
export const learnerEvaluationRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = elearningDb(shared);

  addEndpoint(app, learnerEvaluationEndpoints.get, async (request) => {
    const facts = await evaluationFacts(db, principalOf(request).userId, request.params.licenseId);
    if (!facts) throw new HttpError(404, 'http.404');
    return learnerEvaluationOf(facts);
  });

  addEndpoint(app, learnerEvaluationEndpoints.give, async (request) =>
    giveEvaluation(db, principalOf(request).userId, request.params.licenseId, request.body),
  );
};
