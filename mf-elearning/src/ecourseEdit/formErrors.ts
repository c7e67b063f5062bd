import { ApiError } from '@atrium/shared-ui';
import { ecourseGeneralSchema, type EcourseGeneral } from '@atrium/elearning-service/contract';

/** Field path ("length.minutes") → message key, or zod's own text for the rules without one. */
export type FormErrors = Record<string, string>;

/** The rules the service applies (the same contract), checked before anything is sent. */
export function checkGeneral(form: EcourseGeneral): FormErrors {
  const result = ecourseGeneralSchema.safeParse(form);
  const errors: FormErrors = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** A 400 names its fields "body.a.b"; the form keys them "a.b". Anything else has no field to show at. */
export function fieldErrorsOf(error: unknown): FormErrors {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.fields ?? {}).map(([field, message]) => [field.replace(/^body\./, ''), message]));
}
