import { addEndpoint, principalOf, publicOrigin } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { instanceEvaluationEndpoints as endpoints } from '@atrium/classroom-contract';
import { classroomDb } from '../db';
import { requireInstance } from '../instances/require-instance';
import { requireRunner } from '../instructor-page/instructor-access';
import { saveWorkItem } from '../classroom-management/work-item-store';
import { answeredEvaluations, evaluationOverview, evaluationStates } from './instance-evaluation-query';
import { answerEvaluation, enterEvaluation, sendEvaluations } from './instance-evaluation-store';
import { evaluationForm } from './evaluation-form-query';
import { tokenHash } from './evaluation-token';

/** Evaluations of an instance (document 002 §7 "{instance}/evaluation", sendEvaluations, updateEvaluationsForInstance). */
export const instanceEvaluationRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  addEndpoint(app, endpoints.overview, async (request) => {
    await requireRunner(db, principalOf(request), request.params.instanceId);
    return evaluationOverview(db, request.params.instanceId);
  });

  addEndpoint(app, endpoints.enter, async (request) => {
    await requireInstance(db, request.params.instanceId);
    const id = await enterEvaluation(db, request.params.instanceId, request.body, principalOf(request).userId);
    return (await answeredEvaluations(db, { id }))[0]!;
  });

  // Document 002 §4: after sending, the evaluation work item is done once anyone of the instance has an evaluation.
  addEndpoint(app, endpoints.send, async (request) => {
    const { instanceId } = request.params;
    const principal = principalOf(request);
    await requireRunner(db, principal, instanceId);
    const sent = await db.transaction().execute((trx) =>
      sendEvaluations(
        trx,
        instanceId,
        request.body.map((entry) => entry.licenseUUID),
        publicOrigin(request),
      ),
    );
    if (sent.length > 0) await saveWorkItem(db, instanceId, 'uploadScannedEvaluations', true, principal.userId);
    return evaluationStates(db, instanceId, sent);
  });

  addEndpoint(app, endpoints.state, async (request) => {
    await requireRunner(db, principalOf(request), request.params.instanceId);
    return evaluationStates(db, request.params.instanceId);
  });

  addEndpoint(app, endpoints.form, async (request) => evaluationForm(db, tokenHash(request.params.token)));

  addEndpoint(app, endpoints.answer, async (request) => {
    await answerEvaluation(db, tokenHash(request.params.token), request.body);
  });
};
