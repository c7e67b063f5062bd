import type { InputHTMLAttributes } from 'react';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './field-ids';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: string;
  /** A message key. */
  error?: string | undefined;
  hint?: string | undefined;
}

/** The box comes before its label, so it does not use FormField's label-above layout. */
export function Checkbox({ label, error, hint, id, className, ...inputProps }: CheckboxProps) {
  const { control, hintId, errorId } = useFieldIds(Boolean(hint), Boolean(error), id);
  return (
    <div className={['atr-field', 'atr-check', error && 'atr-field--invalid', className].filter(Boolean).join(' ')}>
      <div className="atr-check-row">
        <input {...inputProps} {...control} type="checkbox" className="atr-checkbox" />
        <label htmlFor={control.id}>{label}</label>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
