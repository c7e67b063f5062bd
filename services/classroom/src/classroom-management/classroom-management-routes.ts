import { addEndpoint, HttpError, principalOf } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely, Updateable } from 'kysely';
import { classroomManagementEndpoints as endpoints } from '@atrium/classroom-contract';
import { classroomDb, type ClassroomTables } from '../db';
import { requireInstance } from '../instances/require-instance';
import { courseOverview, managedParticipants, waitingList } from './course-overview-query';
import { sendParticipantListToInstructors, sendPostCourseInfo } from './course-documents-mail';
import { editParticipants } from './edit-participants';
import { emailsOfInstance, resendEmail } from './instance-email-query';
import {
  addManagedParticipants,
  cancelCourse,
  cancelParticipation,
  cancelReservation,
  makeReservation,
  sendCourseConfirmation,
} from './participant-commands';
import { transferParticipants } from './transfer-participants';
import { addToWaitingList, removeFromWaitingList } from './waiting-list-store';
import { saveWorkItem } from './work-item-store';

/** Staff management of one course instance (document 002 §7 "Classroom management of an instance"). */
export const classroomManagementRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  addEndpoint(app, endpoints.overview, async (request) => courseOverview(db, request.params.instanceId));

  addEndpoint(app, endpoints.cancelParticipation, async (request) => {
    const { participants, ignoreCancellationRules } = request.body;
    const ids = await db
      .transaction()
      .execute((trx) => cancelParticipation(trx, request.params.instanceId, participants, ignoreCancellationRules, principalOf(request)));
    return { cancelled: await managedParticipants(db, { ids }) };
  });

  addEndpoint(app, endpoints.makeReservation, async (request) =>
    db.transaction().execute((trx) => makeReservation(trx, request.params.instanceId, request.body.seats, request.body.comment)),
  );

  addEndpoint(app, endpoints.cancelReservation, async (request) => {
    await db.transaction().execute((trx) => cancelReservation(trx, request.params.instanceId, request.params.reservationId));
  });

  addEndpoint(app, endpoints.addParticipants, async (request) => {
    const result = await db
      .transaction()
      .execute((trx) => addManagedParticipants(trx, request.params.instanceId, request.body.participants, request.body.sendmail));
    return { added: await managedParticipants(db, { ids: result.createdIds }), alreadyAdded: result.alreadyLicensed };
  });

  addEndpoint(app, endpoints.sendCourseConfirmation, async (request) => ({
    sent: await db.transaction().execute((trx) => sendCourseConfirmation(trx, request.params.instanceId)),
  }));

  addEndpoint(app, endpoints.editParticipants, async (request) => {
    await db.transaction().execute((trx) => editParticipants(trx, request.params.instanceId, request.body.participants));
  });

  addEndpoint(app, endpoints.sendParticipantListToInstructor, async (request) => ({
    sent: await sendParticipantListToInstructors(db, request.params.instanceId),
  }));

  addEndpoint(app, endpoints.sendPostCourseInfoToCustomerContactPerson, async (request) =>
    sendPostCourseInfo(db, request.params.instanceId),
  );

  const updateInstance = async (instanceId: number, values: Updateable<ClassroomTables['classroom_course_instance']>) => {
    const updated = await db.updateTable('classroom_course_instance').set(values).where('id', '=', instanceId).executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw new HttpError(404, 'Course instance not found');
  };

  addEndpoint(app, endpoints.updatePackagedMaterials, async (request) => {
    const { count, extraInfo } = request.body;
    await updateInstance(request.params.instanceId, { packaged_materials_count: count, packaged_materials_extra_info: extraInfo || null });
  });
  addEndpoint(app, endpoints.editExternalInfo, async (request) => {
    await updateInstance(request.params.instanceId, { external_info: request.body.info || null });
  });
  addEndpoint(app, endpoints.editInternalInfo, async (request) => {
    await updateInstance(request.params.instanceId, { internal_info: request.body.info || null });
  });
  addEndpoint(app, endpoints.blockNotifications, async (request) => {
    await updateInstance(request.params.instanceId, { block_notifications: request.body.block });
  });

  addEndpoint(app, endpoints.updateWorkItem, async (request) =>
    saveWorkItem(db, request.params.instanceId, request.body.key, request.body.done, principalOf(request).userId),
  );

  addEndpoint(app, endpoints.waitingList, async (request) => {
    await requireInstance(db, request.params.instanceId);
    return waitingList(db, request.params.instanceId);
  });

  addEndpoint(app, endpoints.addToWaitingList, async (request) => {
    const { instanceId } = request.params;
    const entryId = await db
      .transaction()
      .execute((trx) => addToWaitingList(trx, instanceId, request.body.userId, request.body.customerId));
    return (await waitingList(db, instanceId)).find((entry) => entry.id === entryId)!;
  });

  addEndpoint(app, endpoints.removeFromWaitingList, async (request) => {
    await db.transaction().execute((trx) => removeFromWaitingList(trx, request.params.instanceId, request.params.userId));
  });

  for (const [endpoint, mode] of [
    [endpoints.copyAsFreeLicenses, 'copy'],
    [endpoints.moveParticipants, 'move'],
  ] as const) {
    addEndpoint(app, endpoint, async (request) => {
      const { from, to } = request.params;
      const result = await db.transaction().execute((trx) => transferParticipants(trx, mode, from, to, request.body.participants));
      return {
        added: await managedParticipants(db, { ids: result.addedIds }),
        alreadyPresent: result.alreadyPresent,
        noSeat: result.noSeat,
      };
    });
  }

  addEndpoint(app, endpoints.cancelCourse, async (request) =>
    db.transaction().execute((trx) => cancelCourse(trx, request.body.id, principalOf(request))),
  );

  addEndpoint(app, endpoints.emailsSent, async (request) => {
    await requireInstance(db, request.params.instanceId);
    return emailsOfInstance(db, request.params.instanceId);
  });

  addEndpoint(app, endpoints.resendEmail, async (request) =>
    db.transaction().execute((trx) => resendEmail(trx, request.params.emailId, request.body.to)),
  );
};
