import {
  LIST_OF_VALUES_NAMES,
  listOfValues,
  listOfValuesEndpoints,
  type ListOfValues,
  type ListOfValuesName,
} from '@atrium/authoring-contract';
import { addEndpoint } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';

/** §7 list-of-values endpoints: every list at once, or one by name. */
export const listOfValuesRoutes: FastifyPluginAsync = async (app) => {
  addEndpoint(
    app,
    listOfValuesEndpoints.all,
    async () =>
      Object.fromEntries(LIST_OF_VALUES_NAMES.map((name) => [name, listOfValues(name)])) as Record<ListOfValuesName, ListOfValues>,
  );
  addEndpoint(app, listOfValuesEndpoints.one, async (request) => listOfValues(request.params.name));
};
