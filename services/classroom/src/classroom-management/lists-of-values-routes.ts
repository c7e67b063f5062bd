import { addEndpoint } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { COURSE_LOCALES, INSTANCE_STATUSES, listOfValuesEndpoints } from '@atrium/classroom-contract';

/** Document 002 §7 "Lists of values": fixed in the contract, served for screens that ask. */
export const listsOfValuesRoutes: FastifyPluginAsync = async (app) => {
  addEndpoint(app, listOfValuesEndpoints.courseInstanceStatuses, async () => INSTANCE_STATUSES.map((status) => ({ ...status })));
  addEndpoint(app, listOfValuesEndpoints.courseLanguages, async () => [...COURSE_LOCALES]);
};
