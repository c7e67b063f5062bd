import { useSyncExternalStore } from 'react';

// single-spa patches history and fires this event after every navigation, so shell and remotes
// see the same location without a router of their own.
const events = ['popstate', 'single-spa:routing-event'] as const;

function subscribe(onChange: () => void): () => void {
  events.forEach((event) => window.addEventListener(event, onChange));
  return () => events.forEach((event) => window.removeEventListener(event, onChange));
}

const pathname = () => window.location.pathname;
const search = () => window.location.search;

export function useLocationPath(): string {
  return useSyncExternalStore(subscribe, pathname);
}

export function useLocationSearch(): string {
  return useSyncExternalStore(subscribe, search);
}
