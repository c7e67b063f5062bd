import { hotworkSchema, hotworksListResponseSchema, type Hotwork, type HotworkUpdate } from '@atrium/elearning-contract';
import { apiFetch, useApiData } from '@atrium/shared-ui';

export const HOTWORKS_API = '/api/elearning/data/hotworks';

/** The records matching a filter query string. */
export function useHotworks(search: string) {
  return useApiData(`${HOTWORKS_API}/list${search ? `?${search}` : ''}`, hotworksListResponseSchema);
}

export async function saveHotwork(update: HotworkUpdate): Promise<Hotwork> {
  return hotworkSchema.parse(await apiFetch(`${HOTWORKS_API}/${update.id}`, { method: 'PUT', body: update }));
}
