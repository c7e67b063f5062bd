import {
  ecourseCatalogueOptionsSchema,
  ecourseCatalogueQuerySchema,
  ecourseCatalogueResponseSchema,
  type EcourseCatalogueOptions,
  type EcourseCatalogueQuery,
} from '@atrium/elearning-contract';
import { apiFetch, useApiData } from '@atrium/shared-ui';
import { useEffect, useState } from 'react';

const API = '/api/elearning/data/ecourses';

/** One server page of the catalogue. */
export function useCatalogue(query: EcourseCatalogueQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(ecourseCatalogueQuerySchema.parse(query))) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return useApiData(`${API}?${params}`, ecourseCatalogueResponseSchema);
}

export function useCatalogueOptions(): EcourseCatalogueOptions | undefined {
  const [options, setOptions] = useState<EcourseCatalogueOptions>();
  useEffect(() => {
    // The filter lists are a convenience: without them the free-text search still works.
    apiFetch(`${API}/catalogue/options`).then(
      (data) => setOptions(ecourseCatalogueOptionsSchema.parse(data)),
      () => undefined,
    );
  }, []);
  return options;
}
