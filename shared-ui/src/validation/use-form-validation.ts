import { useCallback } from 'react';
import { useHasRole } from '../auth/roles';
import { validateForm, type FieldMessages, type FormValues } from './validate-form';

/** validateForm for one schema, knowing whether the signed-in user is a platform admin. */
export function useFormValidation(schema: string): (form: FormValues) => FieldMessages {
  const isPlatformAdmin = useHasRole('atrium');
  return useCallback((form: FormValues) => validateForm(schema, form, { isPlatformAdmin }), [schema, isPlatformAdmin]);
}
