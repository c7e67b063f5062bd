import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { FieldMessages } from './FieldMessages';
import { useFieldIds, type FieldControlProps } from './field-ids';

export interface FormFieldProps {
  /** Already translated. */
  label: string;
  /** A message key; shown translated and marks the control invalid. */
  error?: string | undefined;
  /** Already translated. */
  hint?: string | undefined;
  /** Marks the label; pass `required` to the control yourself. */
  required?: boolean;
  /** Fixes the control's id, e.g. for tests or an external label. */
  id?: string;
  /** A function receiving the control props, or one element that gets them cloned in. */
  children: ((control: FieldControlProps) => ReactNode) | ReactElement<Partial<FieldControlProps>>;
}

export function FormField({ label, error, hint, required, id, children }: FormFieldProps) {
  const { control, hintId, errorId } = useFieldIds(Boolean(hint), Boolean(error), id);
  const content =
    typeof children === 'function' ? children(control) : isValidElement(children) ? cloneElement(children, control) : children;
  return (
    <div className={error ? 'atr-field atr-field--invalid' : 'atr-field'}>
      <label htmlFor={control.id} className="atr-field-label">
        {label}
        {required && (
          <span className="atr-field-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {content}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
