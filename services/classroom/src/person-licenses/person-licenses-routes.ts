import { addEndpoint, HttpError, principalOf } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { personClassroomLicenseEndpoints as endpoints } from '@atrium/classroom-contract';
import { classroomDb } from '../db';
import { personClassroomLicenses } from './person-licenses-query';

/**
 * The courses tab of the single-user administration (document 002 §2, §7). A platform admin's force-cancel sets the
 * participation cancelled whatever the license list's fee and approval rules say: it is the override §6 gives that
 * role. A course programme's participation is never cancelled alone (document 001 §4, decision 0252): the enrolment's
 * cancel takes it with the others. The license must be the person's, so a stale screen cannot cancel someone else's.
 */
export const personClassroomLicenseRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  addEndpoint(app, endpoints.list, async (request) => personClassroomLicenses(db, request.params.userId));

  addEndpoint(app, endpoints.forceCancel, async (request) => {
    const { licenseId, userId } = request.params;
    const programme = await db
      .selectFrom('participant')
      .select('id')
      .where('id', '=', licenseId)
      .where('user_id', '=', userId)
      .where('as_part_of_course_program', '=', true)
      .where('status', 'not in', ['cancelled', 'coursecancelled'])
      .executeTakeFirst();
    if (programme) throw new HttpError(409, 'license.cancel.partOfCourseProgram');
    const cancelled = await db
      .updateTable('participant')
      .set({
        status: sql<'cancelled'>`case when status in ('cancelled', 'coursecancelled') then status else 'cancelled' end`,
        cancelled_at: sql<Date>`coalesce(cancelled_at, now())`,
        cancelled_by: sql<number>`coalesce(cancelled_by, ${principalOf(request).userId}::int)`,
      })
      .where('id', '=', licenseId)
      .where('user_id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    const license = cancelled && (await personClassroomLicenses(db, userId)).find((row) => row.id === licenseId);
    if (!license) throw new HttpError(404, 'license.notFound');
    return license;
  });
};
