import type { SelectHTMLAttributes } from 'react';
import { FormField } from './FormField';

export interface SelectOption {
  value: string;
  /** Already translated. */
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** A message key. */
  error?: string | undefined;
  hint?: string | undefined;
  /** Text of an empty first option, for a choice that may be left open. */
  placeholder?: string;
}

export function Select({ label, options, error, hint, placeholder, id, required, className, ...selectProps }: SelectProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} {...(id && { id })}>
      {(control) => (
        <select {...selectProps} {...control} required={required} className={['atr-select', className].filter(Boolean).join(' ')}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
