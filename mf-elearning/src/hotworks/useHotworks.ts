import { hotworkSchema, hotworksListResponseSchema, type Hotwork, type HotworkUpdate } from '@atrium/elearning-service/contract';
import { apiFetch } from '@atrium/shared-ui';
import { useEffect, useState } from 'react';

export const HOTWORKS_API = '/api/elearning/data/hotworks';

/** The records matching a filter query string; a stale answer never overwrites a newer one. */
export function useHotworks(search: string, attempt: number) {
  const [state, setState] = useState<{ rows?: Hotwork[]; loading: boolean; error: Error | null }>({ loading: true, error: null });
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    apiFetch(`${HOTWORKS_API}/list${search ? `?${search}` : ''}`, { signal: controller.signal }).then(
      (data) => setState({ rows: hotworksListResponseSchema.parse(data), loading: false, error: null }),
      (error: Error) => {
        if (!controller.signal.aborted) setState({ loading: false, error });
      },
    );
    return () => controller.abort();
  }, [search, attempt]);
  return state;
}

export async function fetchHotwork(id: number, signal: AbortSignal): Promise<Hotwork> {
  return hotworkSchema.parse(await apiFetch(`${HOTWORKS_API}/${id}`, { signal }));
}

export async function saveHotwork(update: HotworkUpdate): Promise<Hotwork> {
  return hotworkSchema.parse(await apiFetch(`${HOTWORKS_API}/${update.id}`, { method: 'PUT', body: update }));
}
