import { endpointUrl, type AnyEndpoint, type EndpointAnswer, type EndpointInput } from '@atrium/core-contract';
import { callEndpoint } from '../auth/call-endpoint';
import { useLoad, type Loaded } from './use-load';

/** Reads a GET endpoint of a contract (input null: nothing to read yet), parsed by its schema; see useLoad. */
export function useEndpoint<E extends AnyEndpoint>(endpoint: E, input: EndpointInput<E> | null): Loaded<EndpointAnswer<E>> {
  const parts = input as { params?: object; query?: object } | null;
  const key = parts === null ? null : endpointUrl(endpoint, parts.params, parts.query);
  // The key holds every part of the input, so the load below always runs with the input that made it.
  return useLoad(key, (signal) => callEndpoint(endpoint, input as EndpointInput<E>, { signal }));
}
