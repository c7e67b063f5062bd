import { useCallback, useEffect, useState } from 'react';
import type { LicenseListData, LicenseListFilter, LicenseListSource, ListedLicense } from './license-list-types';

interface LicensesState<D> {
  list?: D;
  loading: boolean;
  error: Error | null;
}

/** The shown licenses (at most 300) and how many match in all; a stale answer never overwrites a newer one. */
export function useLicenses<L extends ListedLicense, D extends LicenseListData<L>>(
  source: LicenseListSource<L, D>,
  filter: LicenseListFilter,
) {
  const [state, setState] = useState<LicensesState<D>>({ loading: true, error: null });
  const [attempt, setAttempt] = useState(0);
  const { filter: which, query, sort, order } = filter;
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    source.fetchList({ filter: which, query, sort, order }, controller.signal).then(
      (list) => setState({ list, loading: false, error: null }),
      (error: Error) => {
        if (!controller.signal.aborted) setState({ loading: false, error });
      },
    );
    return () => controller.abort();
  }, [source, which, query, sort, order, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, total: state.list?.total, reload };
}
