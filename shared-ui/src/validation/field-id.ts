export interface FieldId {
  schema: string;
  field: string;
}

const NAME = /^[A-Za-z_$][\w$-]*$/;

/** Whether a schema or field name can be half of a field id. */
export function isFieldName(name: string): boolean {
  return NAME.test(name);
}

/** Splits `schema.field`; anything else throws. */
export function parseFieldId(id: string): FieldId {
  const [schema = '', field = '', ...rest] = id.split('.');
  if (rest.length > 0 || !isFieldName(schema) || !isFieldName(field)) {
    throw new Error(`Malformed field id "${id}": expected schema.field`);
  }
  return { schema, field };
}

export function fieldIdOf(schema: string, field: string): string {
  return `${schema}.${field}`;
}
