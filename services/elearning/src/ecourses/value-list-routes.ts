import { addEndpoint } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { VALUE_LISTS, valueListEndpoints, type ValueListName } from '@atrium/elearning-contract';

/** The value lists of document 001 §7, as [{ key }], from the contract where the form reads them too. */
export const valueListRoutes: FastifyPluginAsync = async (app) => {
  for (const name of Object.keys(VALUE_LISTS) as ValueListName[]) {
    addEndpoint(app, valueListEndpoints[name], async () => VALUE_LISTS[name].map((key) => ({ key })));
  }
};
