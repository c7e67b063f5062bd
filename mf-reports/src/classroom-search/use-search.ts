import type { AnyEndpoint, EndpointAnswer, EndpointInput } from '@atrium/core-contract';
import { callEndpoint, useLoad, useLocationSearch, type Loaded } from '@atrium/shared-ui';
import { searchBody } from './search-defaults';

/**
 * Runs a classroom search with the parameters of the window's query string, for a page of its list (decision 0235:
 * the server reads the page, its sums cover every row). The parameters are text as a link carries them; the server's
 * schema converts and checks them, so a bad one is its 400 naming the field.
 */
export function useSearch<E extends AnyEndpoint>(endpoint: E, page: number): Loaded<EndpointAnswer<E>> {
  const search = useLocationSearch();
  return useLoad(`${endpoint.path}${search}#${page}`, (signal) =>
    callEndpoint(endpoint, { body: { ...searchBody(search), page } } as unknown as EndpointInput<E>, { signal }),
  );
}
