import {
  ecourseCatalogueOptionsSchema,
  ecourseCatalogueQuerySchema,
  ecourseCatalogueResponseSchema,
  type EcourseCatalogueOptions,
  type EcourseCatalogueQuery,
  type EcourseCatalogueResponse,
} from '@atrium/elearning-service/contract';
import { apiFetch } from '@atrium/shared-ui';
import { useEffect, useState } from 'react';

const API = '/api/elearning/data/ecourses';

/** One server page of the catalogue; a stale answer never overwrites a newer one. */
export function useCatalogue(query: EcourseCatalogueQuery, attempt: number) {
  const [state, setState] = useState<{ data?: EcourseCatalogueResponse; loading: boolean; error: Error | null }>({ loading: true, error: null });
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(ecourseCatalogueQuerySchema.parse(query))) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    apiFetch(`${API}?${search}`, { signal: controller.signal }).then(
      (data) => setState({ data: ecourseCatalogueResponseSchema.parse(data), loading: false, error: null }),
      (error: Error) => {
        if (!controller.signal.aborted) setState({ loading: false, error });
      },
    );
    return () => controller.abort();
  }, [search, attempt]);
  return state;
}

export function useCatalogueOptions(): EcourseCatalogueOptions | undefined {
  const [options, setOptions] = useState<EcourseCatalogueOptions>();
  useEffect(() => {
    // The filter lists are a convenience: without them the free-text search still works.
    apiFetch(`${API}/catalogue/options`).then((data) => setOptions(ecourseCatalogueOptionsSchema.parse(data)), () => undefined);
  }, []);
  return options;
}
