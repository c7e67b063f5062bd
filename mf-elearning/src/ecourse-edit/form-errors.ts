import { ecourseGeneralSchema, type EcourseGeneral } from '@atrium/elearning-contract';

/** Field path ("length.minutes") → message key, or zod's own text for the rules without one. */
export type FormErrors = Record<string, string>;

/** The rules the service applies (the same contract), checked before anything is sent. */
export function checkGeneral(form: EcourseGeneral): FormErrors {
  const result = ecourseGeneralSchema.safeParse(form);
  const errors: FormErrors = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}
