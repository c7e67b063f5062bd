import { hotworkEndpoints, type HotworksListQuery, type HotworkUpdate } from '@atrium/elearning-contract';
import { callEndpoint, useEndpoint } from '@atrium/shared-ui';

/** The records matching a filter query string (the page keeps its filters in the address as that string). */
export function useHotworks(search: string) {
  // The service checks every value with the same contract schema: a string is what a query string holds.
  const query = Object.fromEntries(new URLSearchParams(search)) as HotworksListQuery;
  return useEndpoint(hotworkEndpoints.list, { query });
}

export const saveHotwork = (update: HotworkUpdate) => callEndpoint(hotworkEndpoints.update, { params: { id: update.id }, body: update });
