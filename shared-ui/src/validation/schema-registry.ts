import { isFieldName } from './field-id';
import { resolveRule } from './rule-catalogue';
import type { Rule, RuleRef } from './rule-types';

/** Field name → its rules, checked in order; the first failure is the field's message. */
export type SchemaDefinition = Readonly<Record<string, readonly RuleRef[]>>;

type CompiledSchema = ReadonlyMap<string, readonly Rule[]>;

// One registry per page: shared-ui is a federated singleton, so every remote sees the same schemas.
const schemas = new Map<string, CompiledSchema>();

/**
 * Registers a named schema. Its rules are resolved here, so an unknown rule fails at once rather
 * than on the first submit. A name registered again is replaced: a remote mounted a second time
 * registers its schemas again.
 */
export function registerValidationSchema(name: string, definition: SchemaDefinition): void {
  if (!isFieldName(name)) throw new Error(`Malformed validation schema name "${name}"`);
  const fields = Object.entries(definition).map(([field, refs]): [string, readonly Rule[]] => {
    if (!isFieldName(field)) throw new Error(`Malformed field name "${field}" in validation schema "${name}"`);
    return [field, refs.map(resolveRule)];
  });
  schemas.set(name, new Map(fields));
}

export function schemaFields(name: string): CompiledSchema {
  const fields = schemas.get(name);
  if (!fields) throw new Error(`Unknown validation schema "${name}"`);
  return fields;
}
