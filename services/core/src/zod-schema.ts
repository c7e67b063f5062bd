import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
import { RequestValidationError } from './errors';
import { findUnstorableText } from './storable-text';

declare const zodType: unique symbol;

/** A JSON Schema handed to Fastify (for serialization and OpenAPI) that remembers its zod origin. */
export type ZodJsonSchema<T extends z.ZodType> = Record<string, unknown> & { readonly [zodType]: T };

// Fastify hands the validator compiler the very schema object of the route (no clone), so identity is a safe key.
const zodByJsonSchema = new WeakMap<object, z.ZodType>();

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'draft-07', io, unrepresentable: 'any' });
  return json;
}

/** For params, querystring and body: validated (and coerced) by zod. */
export function zodSchema<T extends z.ZodType>(schema: T): ZodJsonSchema<T> {
  const json = toJsonSchema(schema, 'input');
  zodByJsonSchema.set(json, schema);
  return json as ZodJsonSchema<T>;
}

/** For responses: only the derived JSON Schema is used, so fast-json-stringify serializes without zod. */
export function zodResponse<T extends z.ZodType>(schema: T): ZodJsonSchema<T> {
  return toJsonSchema(schema, 'output') as ZodJsonSchema<T>;
}

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends ZodJsonSchema<infer T> ? z.output<T> : unknown;
  serializer: this['schema'] extends ZodJsonSchema<infer T> ? z.input<T> : unknown;
}

export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart, method, url }) => {
  const zod = zodByJsonSchema.get(schema as object);
  if (!zod) throw new Error(`${method} ${url}: ${httpPart ?? 'schema'} must be built with zodSchema()`);
  return (data: unknown) => {
    const unstorable = findUnstorableText(data);
    if (unstorable) return { error: RequestValidationError.forField(httpPart ?? 'request', unstorable.path, unstorable.message) };
    // Fastify passes null for a missing body; undefined lets schemas use .default()/.optional().
    const result = zod.safeParse(data ?? undefined);
    if (result.success) return { value: result.data };
    return { error: RequestValidationError.fromZod(httpPart ?? 'request', result.error) };
  };
};
