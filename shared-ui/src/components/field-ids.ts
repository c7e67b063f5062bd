import { useId } from 'react';

/** Props that tie a form control to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldIds {
  control: FieldControlProps;
  hintId: string;
  errorId: string;
}

export function useFieldIds(hasHint: boolean, hasError: boolean, id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? `atr-field-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  // The error is read before the hint: it is what the user has to act on.
  const describedBy = [hasError && errorId, hasHint && hintId].filter(Boolean).join(' ');
  return {
    control: {
      id: controlId,
      ...(describedBy && { 'aria-describedby': describedBy }),
      ...(hasError && { 'aria-invalid': true as const }),
    },
    hintId,
    errorId,
  };
}
