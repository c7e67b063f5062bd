import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../i18n/use-t';
import { Combobox, type ComboboxOption } from './Combobox';
import type { PickerFieldProps } from './picker-field-props';
import { usePickerSearch, type PickerSearchOptions } from './use-picker-search';

export interface SearchPickerProps<T> extends PickerFieldProps, PickerSearchOptions<T> {
  value: T | null;
  onChange(value: T | null): void;
  /** Keep the same function between renders (a module-level one): a new one resets the list. */
  optionOf(item: T): ComboboxOption;
  /** Already translated; replaces the hit count after a search with hits, e.g. to say there are more. */
  noteOf?(results: readonly T[]): string | undefined;
}

/** A combobox that searches as the user types and holds the chosen item; editing the text clears the choice. */
export function SearchPicker<T>({ value, onChange, optionOf, noteOf, delayMs, minLength, search, hint, ...field }: SearchPickerProps<T>) {
  const t = useT();
  const chosenLabel = value === null ? '' : optionOf(value).label;
  const [text, setText] = useState(chosenLabel);
  const lastChosenLabel = useRef(chosenLabel);

  useEffect(() => {
    if (chosenLabel === lastChosenLabel.current) return;
    lastChosenLabel.current = chosenLabel;
    setText(chosenLabel);
  }, [chosenLabel]);

  const emit = (item: T | null) => {
    lastChosenLabel.current = item === null ? '' : optionOf(item).label;
    onChange(item);
  };

  // The chosen item's own label is not a search.
  const query = value !== null && text === chosenLabel ? '' : text;
  const found = usePickerSearch(query, { delayMs, minLength, search });
  const options = useMemo(() => found.results.map(optionOf), [found.results, optionOf]);

  const status = (() => {
    if (found.status === 'loading') return t('common.loading');
    if (found.status === 'failed') return t('error.generic');
    if (found.status === 'idle') return undefined;
    if (found.results.length === 0) return t('common.nohits');
    return noteOf?.(found.results) ?? t('picker.hits', { count: found.results.length });
  })();

  return (
    <Combobox
      {...field}
      hint={hint ?? (minLength > 1 ? t('picker.hint.minLength', { count: minLength }) : undefined)}
      text={text}
      onTextChange={(next) => {
        setText(next);
        if (value !== null) emit(null);
      }}
      options={options}
      onSelect={(option) => {
        const item = found.results[options.indexOf(option)];
        if (item === undefined) return;
        setText(option.label);
        emit(item);
      }}
      status={status}
    />
  );
}
