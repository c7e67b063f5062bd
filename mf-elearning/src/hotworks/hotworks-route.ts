// The edit page's way back returns to the list as it was filtered, also after a reload of the edit page.
const LIST_SEARCH_KEY = 'atrium.hotworks.listSearch';

export function rememberListSearch(search: string): void {
  window.sessionStorage.setItem(LIST_SEARCH_KEY, search);
}

export function hotworksListHref(): string {
  const search = window.sessionStorage.getItem(LIST_SEARCH_KEY);
  return search ? `/hotworks?${search}` : '/hotworks';
}
