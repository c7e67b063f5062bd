import { endpointUrl as endpointPath, type AnyEndpoint } from '@atrium/core-contract';
import { apiUrl } from './api-origin';

/** An endpoint's address for a link or an upload: on the API's origin when the page runs standalone elsewhere. */
export function endpointUrl(endpoint: AnyEndpoint, params?: object, query?: object): string {
  return apiUrl(endpointPath(endpoint, params, query));
}
