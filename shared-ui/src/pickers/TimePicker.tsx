import { useMemo } from 'react';
import { Select } from '../components/Select';
import { useT } from '../i18n/use-t';
import type { PickerFieldProps } from './picker-field-props';
import { timeOptions } from './time-options';

export interface TimePickerProps extends PickerFieldProps {
  /** HH:mm, or null for no time. */
  value: string | null;
  onChange(value: string | null): void;
}

/** A time of day in steps of 15 minutes (document 001 §5); typing "14" in the list jumps to 14:00. */
export function TimePicker({ value, onChange, id, ...field }: TimePickerProps) {
  const t = useT();
  const options = useMemo(() => timeOptions(value).map((time) => ({ value: time, label: time })), [value]);
  return (
    <Select
      {...field}
      {...(id && { id })}
      placeholder={t('picker.choose')}
      options={options}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
    />
  );
}
