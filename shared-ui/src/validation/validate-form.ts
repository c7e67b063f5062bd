import { fieldIdOf, parseFieldId } from './field-id';
import type { Rule, RuleContext } from './rule-types';
import { schemaFields } from './schema-registry';

/** Field id (`schema.field`) → message key, for the fields that fail only. */
export type FieldMessages = Readonly<Record<string, string>>;

export type FormValues = Readonly<Record<string, unknown>>;

export interface ValidationOptions {
  /** Lets `emptyOrIfPlatformAdmin` fields be left empty. */
  isPlatformAdmin?: boolean;
}

function firstFailure(rules: readonly Rule[], value: unknown, context: RuleContext): string | null {
  for (const rule of rules) {
    const message = rule(value, context);
    if (message) return message;
  }
  return null;
}

/** Checks every field of a registered schema; an empty result means the form is valid. */
export function validateForm(schema: string, form: FormValues, options: ValidationOptions = {}): FieldMessages {
  const context: RuleContext = { isPlatformAdmin: options.isPlatformAdmin ?? false, form };
  const messages: Record<string, string> = {};
  for (const [field, rules] of schemaFields(schema)) {
    const message = firstFailure(rules, form[field], context);
    if (message) messages[fieldIdOf(schema, field)] = message;
  }
  return messages;
}

/** Checks one field, given as `schema.field`, of a form; the form is needed for rules that compare fields. */
export function validateField(fieldId: string, form: FormValues, options: ValidationOptions = {}): string | null {
  const { schema, field } = parseFieldId(fieldId);
  const rules = schemaFields(schema).get(field);
  if (!rules) throw new Error(`Unknown field "${fieldId}"`);
  return firstFailure(rules, form[field], { isPlatformAdmin: options.isPlatformAdmin ?? false, form });
}
