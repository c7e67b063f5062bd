import { useDebouncedValue } from '@atrium/shared-ui';
import { useState } from 'react';

const SEARCH_DELAY_MS = 300;

/** A CRM list's search text and page: a new search starts at the first page; the list asks once typing pauses. */
export function useCrmSearch() {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const searched = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const setSearch = (text: string) => {
    setSearchText(text);
    setPage(1);
  };
  return { search, setSearch, searched: searched || undefined, page, setPage };
}
