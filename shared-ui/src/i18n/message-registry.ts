import { create } from 'zustand';
import { enUS } from './messages/en_US';
import { nbNO } from './messages/nb_NO';
import { svSE } from './messages/sv_SE';
import type { Locale, Messages } from './types';

interface MessageRegistry {
  catalogues: Readonly<Record<Locale, Messages>>;
}

/*
 * A store rather than a plain object so that components using useT() re-render when a remote
 * registers its keys after the first paint.
 */
export const useMessageRegistry = create<MessageRegistry>(() => ({
  catalogues: { en_US: enUS, nb_NO: nbNO, sv_SE: svSE },
}));

/** Adds (or overrides) keys for one locale; remotes call this once when they load. */
export function registerMessages(locale: Locale, messages: Messages): void {
  useMessageRegistry.setState((state) => ({
    catalogues: { ...state.catalogues, [locale]: { ...state.catalogues[locale], ...messages } },
  }));
}
