import { addEndpoint, HttpError, hasAnyRole, principalOf } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { courseCalendarEndpoints as endpoints } from '@atrium/classroom-contract';
import { classroomDb } from '../db';
import { calendarOf } from './course-calendar-query';

/**
 * Document 002 §6 (decision 0172): platform admins, course staff and eca admins see any instructor's calendar;
 * an instructor only their own.
 */
export const courseCalendarRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  addEndpoint(app, endpoints.own, async (request) => calendarOf(db, principalOf(request).userId, request.query));

  addEndpoint(app, endpoints.ofInstructor, async (request) => {
    const principal = principalOf(request);
    const { instructorId } = request.params;
    if (instructorId !== principal.userId && !hasAnyRole(principal, ['atrium', 'staff', 'eca_admin']))
      throw new HttpError(403, 'Only your own calendar');
    return calendarOf(db, instructorId, request.query);
  });
};
