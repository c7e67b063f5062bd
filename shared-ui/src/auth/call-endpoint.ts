import { endpointUrl, type AnyEndpoint, type EndpointAnswer, type EndpointInput } from '@atrium/core-contract';
import { apiFetch } from './api-fetch';
import type { ApiRequestInit } from './request';

/**
 * Calls an endpoint of an area's contract: the address, method and body come from its definition and the answer
 * is always parsed with its response schema, so a remote never trusts a shape it has not checked. An endpoint
 * without params, query or body takes `{}`.
 */
export async function callEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  init?: Omit<ApiRequestInit, 'body' | 'method'>,
): Promise<EndpointAnswer<E>> {
  const { params, query, body } = input as { params?: object; query?: object; body?: unknown };
  const answer = await apiFetch<unknown>(endpointUrl(endpoint, params, query), { ...init, method: endpoint.method, body });
  return (endpoint.response ? endpoint.response.parse(answer) : undefined) as EndpointAnswer<E>;
}
