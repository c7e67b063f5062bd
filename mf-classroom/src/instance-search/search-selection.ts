import { defaultSearchWindow, normaliseSearchRange, todayIso, type AdvancedSearchQuery } from '@atrium/classroom-contract';

export interface SearchSelection {
  fromDate: string;
  toDate: string;
  coursePlaceId: string;
  instructorId: string;
  /** A classroom course id, or text matched like the free text. */
  course: string;
  customerId: number | null;
  freeText: string;
  purchasableOnly: boolean;
}

const SELECTION_KEY = 'atrium.clicourses.search';

export function defaultSelection(today = todayIso()): SearchSelection {
  return {
    ...defaultSearchWindow(today),
    coursePlaceId: '',
    instructorId: '',
    course: '',
    customerId: null,
    freeText: '',
    purchasableOnly: false,
  };
}

/** Document 000 §2: the last selection is kept in session storage. */
export function loadSelection(storage: Storage = sessionStorage): SearchSelection {
  try {
    const stored = storage.getItem(SELECTION_KEY);
    return stored ? { ...defaultSelection(), ...(JSON.parse(stored) as Partial<SearchSelection>) } : defaultSelection();
  } catch {
    return defaultSelection();
  }
}

export function saveSelection(selection: SearchSelection, storage: Storage = sessionStorage): void {
  storage.setItem(SELECTION_KEY, JSON.stringify(selection));
}

/** The query the service takes; an end before the start becomes the start plus one week. */
export function toQuery(selection: SearchSelection): AdvancedSearchQuery {
  const range = normaliseSearchRange(selection.fromDate, selection.toDate);
  const course = selection.course.trim();
  const courseId = /^\d+$/.test(course) ? course : '';
  const text = [courseId ? '' : course, selection.freeText.trim()].filter(Boolean).join(' ');
  // A filter left empty is left out, so the address shows only what narrows the search.
  const given = (value: string) => value || undefined;
  return {
    ...range,
    show: selection.purchasableOnly ? 'purchasable' : 'all',
    classroomCourseId: given(courseId),
    coursePlaceId: given(selection.coursePlaceId),
    instructorId: given(selection.instructorId),
    customerId: selection.customerId ?? undefined,
    freeText: given(text),
  };
}
