import type { InputHTMLAttributes } from 'react';
import { FormField } from './FormField';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  /** A message key. */
  error?: string | undefined;
  hint?: string | undefined;
}

export function TextField({ label, error, hint, id, required, className, type = 'text', ...inputProps }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} {...(id && { id })}>
      {(control) => (
        <input
          {...inputProps}
          {...control}
          type={type}
          required={required}
          className={['atr-input', className].filter(Boolean).join(' ')}
        />
      )}
    </FormField>
  );
}
