import { useMemo } from 'react';
import type { ComboboxOption } from './Combobox';
import { coursePlaceSearch } from './course-place-search';
import type { PickerFieldProps } from './picker-field-props';
import type { CoursePlaceItem } from './picker-items';
import { PICKER_DELAY_MS } from './picker-limits';
import { SearchPicker } from './SearchPicker';

export interface CoursePlacePickerProps extends PickerFieldProps {
  value: CoursePlaceItem | null;
  onChange(value: CoursePlaceItem | null): void;
}

const coursePlaceOption = (place: CoursePlaceItem): ComboboxOption => ({
  id: String(place.id),
  label: place.city ? `${place.name} (${place.city})` : place.name,
});

/** A course place (venue) of the classroom area, at most 40 hits; for platform admins and course staff. */
export function CoursePlacePicker(props: CoursePlacePickerProps) {
  const search = useMemo(coursePlaceSearch, []);
  return <SearchPicker {...props} search={search} optionOf={coursePlaceOption} delayMs={PICKER_DELAY_MS} minLength={1} />;
}
