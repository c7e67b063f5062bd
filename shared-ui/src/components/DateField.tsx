import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/use-t';
import { formatDateDisplay, parseDateInput } from './date-input';
import { FormField } from './FormField';

export interface DateFieldProps {
  label: string;
  /** yyyy-MM-dd or null. */
  value: string | null;
  onChange(value: string | null): void;
  /** A message key; an unreadable date shows `validation.date.invalid` instead. */
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  id?: string;
}

/**
 * A typed date. The text is interpreted when the user leaves the field or presses Enter, so
 * half-typed dates are not reported as errors; an unreadable date is reported as null.
 */
export function DateField({ label, value, onChange, error, required, disabled, id }: DateFieldProps) {
  const t = useT();
  const [text, setText] = useState(() => formatDateDisplay(value));
  const [invalid, setInvalid] = useState(false);
  const lastEmitted = useRef(value);

  useEffect(() => {
    if (value === lastEmitted.current) return;
    lastEmitted.current = value;
    setText(formatDateDisplay(value));
    setInvalid(false);
  }, [value]);

  const emit = (next: string | null) => {
    lastEmitted.current = next;
    if (next !== value) onChange(next);
  };

  const commit = () => {
    if (text.trim() === '') {
      setInvalid(false);
      emit(null);
      return;
    }
    const iso = parseDateInput(text);
    setInvalid(iso === null);
    if (iso) setText(formatDateDisplay(iso));
    emit(iso);
  };

  return (
    <FormField
      label={label}
      error={invalid ? 'validation.date.invalid' : error}
      hint={t('datefield.hint')}
      required={required}
      {...(id && { id })}
    >
      {(control) => (
        <input
          {...control}
          className="atr-input atr-input--date"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          required={required}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
      )}
    </FormField>
  );
}
