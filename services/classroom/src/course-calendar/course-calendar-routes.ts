import { addEndpoint, HttpError, hasAnyRole, principalOf, type Principal } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { CALENDAR_ALL_INSTRUCTORS_ROLES, calendarDefaultWindow, courseCalendarEndpoints as endpoints } from '@atrium/classroom-contract';
import { classroomDb } from '../db';
import { calendarOf } from './course-calendar-query';
import { courseDateCounts } from './course-date-count-query';

const seesAll = (principal: Principal) => hasAnyRole(principal, CALENDAR_ALL_INSTRUCTORS_ROLES);

/** Document 002 §6 (decision 0172): an instructor sees only their own calendar; atrium, staff and eca_admin anyone's. */
function requireVisible(principal: Principal, instructorId: number): void {
  if (instructorId !== principal.userId && !seesAll(principal)) throw new HttpError(403, 'Only your own calendar');
}

/** The range asked for, or the caller's default window (decision 0245: 32 weeks for a single instructor). */
function rangeOf(
  principal: Principal,
  query: { dateStart?: string; dateEnd?: string; includeOldInstancesWithUndoneWorkItems: boolean },
): { dateStart: string; dateEnd: string; includeOldInstancesWithUndoneWorkItems: boolean } {
  const { dateStart, dateEnd } =
    query.dateStart && query.dateEnd ? { dateStart: query.dateStart, dateEnd: query.dateEnd } : calendarDefaultWindow(!seesAll(principal));
  return { dateStart, dateEnd, includeOldInstancesWithUndoneWorkItems: query.includeOldInstancesWithUndoneWorkItems };
}

export const courseCalendarRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  addEndpoint(app, endpoints.own, async (request) => {
    const principal = principalOf(request);
    return calendarOf(db, principal.userId, rangeOf(principal, request.query));
  });

  addEndpoint(app, endpoints.ofInstructor, async (request) => {
    const principal = principalOf(request);
    requireVisible(principal, request.params.instructorId);
    return calendarOf(db, request.params.instructorId, rangeOf(principal, request.query));
  });

  addEndpoint(app, endpoints.courseDateCount, async (request) => {
    const principal = principalOf(request);
    return courseDateCounts(db, request.query.year, seesAll(principal) ? null : principal.userId);
  });

  addEndpoint(app, endpoints.courseDateCountOf, async (request) => {
    const principal = principalOf(request);
    requireVisible(principal, request.params.instructorId);
    return courseDateCounts(db, request.query.year, request.params.instructorId);
  });
};
