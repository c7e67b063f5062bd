import { endpointUrl, type AnyEndpoint, type EndpointAnswer, type EndpointInput } from '@atrium/core-contract';
import { ApiError } from './api-error';
import { apiFetch } from './api-fetch';
import type { ApiRequestInit } from './request';

/**
 * The 400 the service would answer for a body its contract refuses (the same `body.<path>` field names as
 * service-core's RequestValidationError), so a screen shows the field's message without a round trip.
 */
function refusedBody(endpoint: AnyEndpoint, body: unknown): ApiError | undefined {
  const checked = endpoint.body?.safeParse(body);
  if (!checked || checked.success) return undefined;
  const fields: Record<string, string> = {};
  for (const issue of checked.error.issues) fields[['body', ...issue.path.map(String)].join('.')] ??= issue.message;
  const [field, message] = Object.entries(fields)[0] ?? ['body', 'Invalid input'];
  return new ApiError(400, 'Bad Request', `${field}: ${message}`, fields);
}

/**
 * Calls an endpoint of an area's contract: the address, method and body come from its definition and the answer
 * is always parsed with its response schema, so a remote never trusts a shape it has not checked. A body the
 * contract refuses is not sent. An endpoint without params, query or body takes `{}`.
 */
export async function callEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  init?: Omit<ApiRequestInit, 'body' | 'method'>,
): Promise<EndpointAnswer<E>> {
  const { params, query, body } = input as { params?: object; query?: object; body?: unknown };
  const refused = refusedBody(endpoint, body);
  if (refused) throw refused;
  const answer = await apiFetch<unknown>(endpointUrl(endpoint, params, query), { ...init, method: endpoint.method, body });
  return (endpoint.response ? endpoint.response.parse(answer) : undefined) as EndpointAnswer<E>;
}
