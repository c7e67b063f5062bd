import { catalogueEndpoints, type EcourseCatalogueOptions, type EcourseCatalogueQuery } from '@atrium/elearning-contract';
import { callEndpoint, useEndpoint } from '@atrium/shared-ui';
import { useEffect, useState } from 'react';

/** One server page of the catalogue. */
export function useCatalogue(query: EcourseCatalogueQuery) {
  return useEndpoint(catalogueEndpoints.search, { query });
}

export function useCatalogueOptions(): EcourseCatalogueOptions | undefined {
  const [options, setOptions] = useState<EcourseCatalogueOptions>();
  useEffect(() => {
    // The filter lists are a convenience: without them the free-text search still works.
    callEndpoint(catalogueEndpoints.options, {}).then(setOptions, () => undefined);
  }, []);
  return options;
}
