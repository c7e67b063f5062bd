import { fetchCoursePlaces } from './picker-api';
import type { CoursePlaceItem } from './picker-items';
import { COURSE_PLACE_PICKER_LIMIT } from './picker-limits';
import type { PickerSearchFn } from './use-picker-search';

function matches(place: CoursePlaceItem, needle: string): boolean {
  return [place.name, place.abbreviation, place.city].some((text) => text?.toLowerCase().includes(needle));
}

/**
 * GET /api/classroom/data/courseplaces takes no search text and answers every place, so the list is
 * fetched once, on the first search, and searched here by name, abbreviation and city.
 */
export function coursePlaceSearch(): PickerSearchFn<CoursePlaceItem> {
  let places: Promise<CoursePlaceItem[]> | null = null;
  return async (query) => {
    places ??= fetchCoursePlaces().catch((error: unknown) => {
      places = null;
      throw error;
    });
    const needle = query.toLowerCase();
    return (await places).filter((place) => matches(place, needle)).slice(0, COURSE_PLACE_PICKER_LIMIT);
  };
}
