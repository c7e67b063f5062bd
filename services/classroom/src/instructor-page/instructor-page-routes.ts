import { addEndpoint, HttpError, principalOf, RequestValidationError, zodSchema } from '@atrium/service-core';
import { COURSE_RUNNERS } from '@atrium/core-contract';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { instructorPageEndpoints as endpoints, licenseParamsSchema, signatureImagePath } from '@atrium/classroom-contract';
import { classroomDb } from '../db';
import { saveWorkItem } from '../classroom-management/work-item-store';
import { addManagedParticipants } from '../classroom-management/participant-commands';
import { requireRunner, requireRunnerOfParticipants } from './instructor-access';
import { instructorCourse, instructorParticipants } from './instructor-course-query';
import { isPng, storeSignature } from './signature-store';
import { cancelInstructor } from './instructor-cancel-store';
import { instructorCancellations } from './instructor-cancel-query';
import { requireInstance } from '../instances/require-instance';

const ATTENDING = ['cancelled', 'coursecancelled'] as const;

/** An approved participant carries its day (migration 0006): kept when it was approved before, else today. */
const approvedDay = (status: string) => (status === 'approved' ? sql<string>`coalesce(approved, current_date)` : null);

/** The instructor page of an instance (document 002 §7 "Instructor page"). */
export const instructorPageRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  addEndpoint(app, endpoints.course, async (request) => {
    await requireRunner(db, principalOf(request), request.params.instanceId);
    return instructorCourse(db, request.params.instanceId);
  });

  // Document 002 §4: any status but coursecancelled and cancelled (the schema refuses those), for attending participants.
  addEndpoint(app, endpoints.statusUpdate, async (request) => {
    const { status, ids } = request.body;
    await requireRunnerOfParticipants(db, principalOf(request), ids);
    await db.transaction().execute(async (trx) => {
      const open = await trx
        .selectFrom('participant')
        .select('id')
        .where('id', 'in', ids)
        .where('status', 'not in', ATTENDING)
        .forUpdate()
        .execute();
      if (open.length !== new Set(ids).size) throw new HttpError(409, 'license.cancelled');
      await trx
        .updateTable('participant')
        .set({ status, approved: approvedDay(status) })
        .where('id', 'in', ids)
        .execute();
    });
  });

  addEndpoint(app, endpoints.participantItem, async (request) => {
    const { licenseId } = request.params;
    const { licenseStatus, pretest, posttest } = request.body;
    await requireRunnerOfParticipants(db, principalOf(request), [licenseId]);
    const updated = await db
      .updateTable('participant')
      .set({
        status: licenseStatus,
        approved: approvedDay(licenseStatus),
        pretest,
        posttest,
      })
      .where('id', '=', licenseId)
      .where('status', 'not in', ATTENDING)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw new HttpError(409, 'license.cancelled');
    return (await instructorParticipants(db, { ids: [licenseId] }))[0]!;
  });

  addEndpoint(app, endpoints.editResults, async (request) => {
    const { instanceId } = request.params;
    const { participants } = request.body;
    await requireRunner(db, principalOf(request), instanceId);
    await db.transaction().execute(async (trx) => {
      const own = await trx
        .selectFrom('participant')
        .select('id')
        .where('cli_id', '=', instanceId)
        .where(
          'id',
          'in',
          participants.map((p) => p.id),
        )
        .execute();
      if (own.length !== new Set(participants.map((p) => p.id)).size)
        throw new RequestValidationError('body.participants: participants of another instance', { 'body.participants': 'other instance' });
      for (const { id, pretest, posttest } of participants)
        await trx.updateTable('participant').set({ pretest, posttest }).where('id', '=', id).execute();
    });
  });

  addEndpoint(app, endpoints.prePostScore, async (request) => {
    const { cliCourseId, preScore, postScore } = request.body;
    await requireRunner(db, principalOf(request), cliCourseId);
    await db
      .updateTable('classroom_course_instance')
      .set({ pre_score: preScore, post_score: postScore })
      .where('id', '=', cliCourseId)
      .execute();
  });

  addEndpoint(app, endpoints.addSignature, async (request) => {
    const { licenseId, dataUrl } = request.body;
    const principal = principalOf(request);
    await requireRunnerOfParticipants(db, principal, [licenseId]);
    const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    if (!isPng(png)) throw new RequestValidationError('body.dataUrl: not a PNG image', { 'body.dataUrl': 'not a PNG' });
    await storeSignature(db, licenseId, dataUrl, principal.userId);
    return { signatureFileUrl: signatureImagePath(licenseId) };
  });

  app.get(
    '/data/instructors/classroom-management/signature/:licenseId',
    { config: { access: { roles: COURSE_RUNNERS } }, schema: { params: zodSchema(licenseParamsSchema) } },
    async (request, reply) => {
      const { licenseId } = request.params as { licenseId: number };
      await requireRunnerOfParticipants(db, principalOf(request), [licenseId]);
      const signature = await db
        .selectFrom('participant_signature')
        .select(['png', 'sha256'])
        .where('participant_id', '=', licenseId)
        .executeTakeFirst();
      if (!signature) throw new HttpError(404, 'No signature');
      return reply
        .type('image/png')
        .header('cache-control', 'private, no-store')
        .header('etag', `"${signature.sha256}"`)
        .send(signature.png);
    },
  );

  addEndpoint(app, endpoints.updateWorkItem, async (request) => {
    const principal = principalOf(request);
    await requireRunner(db, principal, request.params.instanceId);
    return saveWorkItem(db, request.params.instanceId, request.body.key, request.body.done, principal.userId);
  });

  // Document 002 §4: finalising saves the results work item; nobody attending may be left without a recorded status.
  addEndpoint(app, endpoints.finalize, async (request) => {
    const { instanceId } = request.params;
    const principal = principalOf(request);
    await requireRunner(db, principal, instanceId);
    const open = await db
      .selectFrom('participant')
      .select('id')
      .where('cli_id', '=', instanceId)
      .where('status', '=', 'enrolled')
      .executeTakeFirst();
    if (open) throw new HttpError(409, 'instructors.finalize.unrecorded');
    await saveWorkItem(db, instanceId, 'registerResults', true, principal.userId);
  });

  addEndpoint(app, endpoints.addParticipants, async (request) => {
    const { instanceId } = request.params;
    await requireRunner(db, principalOf(request), instanceId);
    const result = await db.transaction().execute((trx) => addManagedParticipants(trx, instanceId, request.body.participants, false));
    return { added: await instructorParticipants(db, { ids: result.createdIds }), alreadyAdded: result.alreadyLicensed };
  });

  addEndpoint(app, endpoints.cancelMe, async (request) =>
    cancelInstructor(db, request.params.instanceId, principalOf(request).userId, request.body),
  );

  addEndpoint(app, endpoints.cancellations, async (request) => {
    await requireInstance(db, request.params.instanceId);
    return instructorCancellations(db, request.params.instanceId);
  });

  addEndpoint(app, endpoints.customerComments, async (request) => {
    await requireRunner(db, principalOf(request), request.params.instanceId);
    await db
      .updateTable('classroom_course_instance')
      .set({ report_customer_comment: request.body.customerComments || null })
      .where('id', '=', request.params.instanceId)
      .execute();
  });

  addEndpoint(app, endpoints.internalComments, async (request) => {
    await requireRunner(db, principalOf(request), request.params.instanceId);
    await db
      .updateTable('classroom_course_instance')
      .set({ report_internal_comment: request.body.internalComments || null })
      .where('id', '=', request.params.instanceId)
      .execute();
  });
};
