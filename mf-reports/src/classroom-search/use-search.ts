import type { AnyEndpoint, EndpointAnswer, EndpointInput } from '@atrium/core-contract';
import { callEndpoint, useLoad, useLocationSearch, type Loaded } from '@atrium/shared-ui';
import { searchBody } from './search-defaults';

/**
 * Runs a classroom search with the parameters of the window's query string. They are text as a link carries them;
 * the server's schema converts and checks them, so a bad one is its 400 naming the field.
 */
export function useSearch<E extends AnyEndpoint>(endpoint: E): Loaded<EndpointAnswer<E>> {
  const search = useLocationSearch();
  return useLoad(`${endpoint.path}${search}`, (signal) =>
    callEndpoint(endpoint, { body: searchBody(search) } as unknown as EndpointInput<E>, { signal }),
  );
}
