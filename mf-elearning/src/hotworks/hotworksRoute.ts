export type HotworksRoute = { page: 'list' } | { page: 'edit'; id: number };

/** /hotworks and /hotworks/:id (document 001 §2). */
export function hotworksRoute(pathname: string): HotworksRoute | null {
  const match = /^\/hotworks(?:\/(\d+))?\/?$/.exec(pathname);
  if (!match) return null;
  return match[1] ? { page: 'edit', id: Number(match[1]) } : { page: 'list' };
}

// The edit page's way back returns to the list as it was filtered.
let lastListSearch = '';

export function rememberListSearch(search: string): void {
  lastListSearch = search;
}

export function hotworksListHref(): string {
  return lastListSearch ? `/hotworks?${lastListSearch}` : '/hotworks';
}
