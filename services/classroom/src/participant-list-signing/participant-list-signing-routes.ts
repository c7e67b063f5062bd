import { addEndpoint, HttpError, RequestValidationError } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { partlistEndpoints as endpoints } from '@atrium/classroom-contract';
import { classroomDb, type ClassroomDb } from '../db';
import { instructorParticipants } from '../instructor-page/instructor-course-query';
import { isPng, storeSignature } from '../instructor-page/signature-store';

/** The instance the code opens; 404 alike for an unknown instance and a wrong code, so codes cannot be probed. */
async function requireCode(db: ClassroomDb, instanceId: number, code: string) {
  const instance = await db
    .selectFrom('classroom_course_instance as i')
    .innerJoin('classroom_course as c', 'c.id', 'i.classroom_course_id')
    .select(['i.id', 'i.start_date', 'c.internal_name'])
    .where('i.id', '=', instanceId)
    .where('i.participant_list_code', '=', code)
    .executeTakeFirst();
  if (!instance) throw new HttpError(404, 'partlist.unknown');
  return instance;
}

/** The tablet signing page of an instance's participant list (document 002 §2, decision 0174). */
export const partlistRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  addEndpoint(app, endpoints.list, async (request) => {
    const instance = await requireCode(db, request.params.instanceId, request.params.code);
    const participants = await instructorParticipants(db, { cliId: instance.id });
    return {
      title: instance.internal_name,
      startDate: instance.start_date,
      participants: participants.map((p) => ({ licenseId: p.license.id, name: p.user.name ?? `#${p.user.id}`, signature: p.signature })),
    };
  });

  addEndpoint(app, endpoints.sign, async (request) => {
    const instance = await requireCode(db, request.params.instanceId, request.params.code);
    const { licenseId, dataUrl } = request.body;
    const [participant] = await instructorParticipants(db, { ids: [licenseId] });
    if (
      !participant ||
      (await db.selectFrom('participant').select('cli_id').where('id', '=', licenseId).executeTakeFirst())?.cli_id !== instance.id
    )
      throw new RequestValidationError('body.licenseId: not on this participant list', { 'body.licenseId': 'not on the list' });
    const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    if (!isPng(png)) throw new RequestValidationError('body.dataUrl: not a PNG image', { 'body.dataUrl': 'not a PNG' });
    await storeSignature(db, licenseId, dataUrl, null);
    const [signed] = await instructorParticipants(db, { ids: [licenseId] });
    return signed!.signature!;
  });
};
