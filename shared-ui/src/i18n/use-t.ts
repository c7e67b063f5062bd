import { useCallback } from 'react';
import { useAuth } from '../auth/use-auth';
import { useMessageRegistry } from './message-registry';
import { translate } from './translate';
import type { MessageParams } from './types';

export type TranslateFn = (key: string, params?: MessageParams) => string;

/** Returns `t(key, params?)` for the signed-in (or chosen) locale. */
export function useT(): TranslateFn {
  const locale = useAuth((state) => state.locale);
  // Subscribing makes t change identity, and so re-render callers, when a remote registers keys.
  const catalogues = useMessageRegistry((state) => state.catalogues);
  return useCallback(
    (key: string, params?: MessageParams) => translate(locale, key, params),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above: catalogues is the re-render trigger
    [locale, catalogues],
  );
}
