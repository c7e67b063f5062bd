import {
  ATRIUM_USER_SEARCH_RERUN_BELOW,
  atriumUserSearchAnswerSchema,
  atriumUserSearchQuerySchema,
  type AtriumUserSearchAnswer,
  type AtriumUserSearchParsedQuery,
} from '@atrium/users-contract';

const STORAGE_KEY = 'atrium.usersearch';

/** What the search form holds: the query as the service reads it. */
export type SearchForm = AtriumUserSearchParsedQuery;
export const DEFAULT_SEARCH: SearchForm = atriumUserSearchQuerySchema.parse({});

export interface StoredSearch {
  form: SearchForm;
  answer: AtriumUserSearchAnswer;
}

/** Document 002 §2: results, query and sort are kept for the browser session; anything unreadable counts as none. */
export function readStoredSearch(): StoredSearch | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as { form?: unknown; answer?: unknown } | null;
    const form = atriumUserSearchQuerySchema.safeParse(stored?.form);
    const answer = atriumUserSearchAnswerSchema.safeParse(stored?.answer);
    return form.success && answer.success ? { form: form.data, answer: answer.data } : null;
  } catch {
    return null;
  }
}

export function storeSearch(form: SearchForm, answer: AtriumUserSearchAnswer): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ form, answer }));
}

/** Document 002 §2, §9: a stored result of 1 to 49 people is searched again on open; a larger one is shown as kept. */
export function shouldRerun(stored: StoredSearch): boolean {
  return stored.answer.total >= 1 && stored.answer.total < ATRIUM_USER_SEARCH_RERUN_BELOW;
}
