/** What every picker passes on to its form field. */
export interface PickerFieldProps {
  /** Already translated. */
  label: string;
  /** Already translated; pickers that need a few characters say so when left out. */
  hint?: string | undefined;
  /** A message key. */
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  id?: string;
}
