import { addEndpoint, HttpError, principalOf, RequestValidationError, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  DEFAULT_HANDOVER_METHOD,
  instructorMaterialEndpoints as endpoints,
  instructorUploadFieldsSchema,
  isCourseMaterialType,
} from '@atrium/classroom-contract';
import { classroomDb, type ClassroomTables } from '../db';
import { appendLink, INSTANCE_FILE_LINKS, unlinkFile } from '../media/file-links';
import { deleteMediaFile, registerUploads, sendMediaFile, storeUpload } from '../media/media-files';
import { requireRunner } from './instructor-access';
import { handoverMethodsOf, instructorMaterials, materialsAccepted } from './instructor-materials-query';

/**
 * The instance's course materials and scanned documents on the instructor page: upload, detach and delete of the
 * instance's own files, and how each material is handed over (decisions 0227, 0237).
 */
export const instructorMaterialRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  await registerUploads(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = classroomDb(shared);

  addEndpoint(app, endpoints.list, async (request) => {
    await requireRunner(db, principalOf(request), request.params.instanceId);
    return instructorMaterials(db, request.params.instanceId);
  });

  addEndpoint(app, endpoints.download, async (request, reply) => {
    const { instanceId, fileId } = request.params;
    await requireRunner(db, principalOf(request), instanceId);
    const material = (await instructorMaterials(db, instanceId)).some((file) => file.id === fileId);
    const file = material
      ? await db.selectFrom('media_file').select(['storage_key', 'file_name', 'content_type']).where('id', '=', fileId).executeTakeFirst()
      : undefined;
    return sendMediaFile(reply, file);
  });

  addEndpoint(app, endpoints.upload, async (request) => {
    const { instanceId } = request.params;
    const principal = principalOf(request);
    await requireRunner(db, principal, instanceId);
    const fileId = await storeUpload(request, db, async (trx, media, fields) => {
      const parsed = instructorUploadFieldsSchema.safeParse(fields);
      if (!parsed.success) throw RequestValidationError.forField('body', ['fileType'], 'validation.unknownChoice');
      await appendLink(trx, INSTANCE_FILE_LINKS, instanceId, media.id, { file_type: parsed.data.fileType, uploaded_by: principal.userId });
      return media.id;
    });
    const uploaded = (await instructorMaterials(db, instanceId)).find((file) => file.id === fileId);
    if (!uploaded) throw new HttpError(404, 'File not found');
    return uploaded;
  });

  // Detach and delete touch only the instance's own files (unlinkFile answers 404 for a course's file); the handover
  // method set for this instance goes with the link.
  const unlink = (trx: Transaction<ClassroomTables>, instanceId: number, fileId: number) =>
    unlinkFile(trx, INSTANCE_FILE_LINKS, instanceId, fileId).then(() =>
      trx.deleteFrom('material_handover').where('cli_id', '=', instanceId).where('media_file_id', '=', fileId).execute(),
    );

  addEndpoint(app, endpoints.remove, async (request) => {
    const { instanceId, fileId } = request.params;
    await requireRunner(db, principalOf(request), instanceId);
    await deleteMediaFile(db, fileId, (trx) => unlink(trx, instanceId, fileId).then(() => undefined));
    return { materialsAccepted: await materialsAccepted(db, instanceId) };
  });

  addEndpoint(app, endpoints.detach, async (request) => {
    const { instanceId, fileId } = request.params;
    await requireRunner(db, principalOf(request), instanceId);
    await db.transaction().execute((trx) => unlink(trx, instanceId, fileId));
    return { materialsAccepted: await materialsAccepted(db, instanceId) };
  });

  addEndpoint(app, endpoints.handoverMethods, async (request) => {
    const { instanceId, fileIds } = request.body;
    await requireRunner(db, principalOf(request), instanceId);
    const materials = new Set((await instructorMaterials(db, instanceId)).map((file) => file.id));
    if (fileIds.some((fileId) => !materials.has(fileId)))
      throw RequestValidationError.forField('body', ['fileIds'], 'instructor-page.error.notMaterial');
    const methods = await handoverMethodsOf(db, instanceId, fileIds);
    return Object.fromEntries(fileIds.map((fileId) => [String(fileId), methods.get(fileId) ?? DEFAULT_HANDOVER_METHOD]));
  });

  addEndpoint(app, endpoints.setHandoverMethod, async (request) => {
    const { instanceId, courseInstanceFileId, handoverMethod } = request.body;
    const principal = principalOf(request);
    await requireRunner(db, principal, instanceId);
    const file = (await instructorMaterials(db, instanceId)).find((material) => material.id === courseInstanceFileId);
    if (!file) throw new HttpError(404, 'File not found');
    // Document 002 §3: only a course material is handed over; a scanned document stays with the provider.
    if (!isCourseMaterialType(file.fileType))
      throw RequestValidationError.forField('body', ['courseInstanceFileId'], 'instructor-page.error.notMaterial');
    // Repeating a change, or two at once, leaves one row with the last method (the primary key and on conflict).
    await db
      .insertInto('material_handover')
      .values({ cli_id: instanceId, media_file_id: courseInstanceFileId, handover_method: handoverMethod, changed_by: principal.userId })
      .onConflict((oc) =>
        oc.columns(['cli_id', 'media_file_id']).doUpdateSet((eb) => ({
          handover_method: eb.ref('excluded.handover_method'),
          changed_by: eb.ref('excluded.changed_by'),
          changed_at: new Date(),
        })),
      )
      .execute();
    return { courseInstanceFileId, handoverMethod, materialsAccepted: await materialsAccepted(db, instanceId) };
  });
};
