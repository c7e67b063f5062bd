import { addEndpoint, HttpError, principalOf, RequestValidationError } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { DEFAULT_HANDOVER_METHOD, instructorMaterialEndpoints as endpoints } from '@atrium/classroom-contract';
import { classroomDb } from '../db';
import { sendMediaFile } from '../media/media-files';
import { requireRunner } from './instructor-access';
import { handoverMethodsOf, instructorMaterials } from './instructor-materials-query';

/** The instance's course materials on the instructor page and how each is handed over (decision 0227). */
export const instructorMaterialRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
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
    if (!(await instructorMaterials(db, instanceId)).some((file) => file.id === courseInstanceFileId))
      throw new HttpError(404, 'File not found');
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
    const accepted = await db
      .selectFrom('work_item')
      .select('done')
      .where('cli_id', '=', instanceId)
      .where('key', '=', 'acceptCourseMaterials')
      .executeTakeFirst();
    return { courseInstanceFileId, handoverMethod, materialsAccepted: accepted?.done === true };
  });
};
