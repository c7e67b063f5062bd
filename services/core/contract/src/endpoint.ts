// Browser-safe: one call of an area's API, defined once in the area's contract. The service registers it with
// `addEndpoint` (service-core), the remotes call it with `callEndpoint` (shared-ui); neither writes the path,
// the method, the roles or the schemas again.
import type { z } from 'zod';
import type { Role } from './roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anyone, anyone signed in, or the holders of one of these roles. */
export type Access = 'public' | 'authenticated' | { roles: readonly Role[] };

export interface Endpoint<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType | undefined = z.ZodType | undefined,
> {
  /** The area whose service answers: the call goes to /api/{area}{path}. */
  area: string;
  method: HttpMethod;
  /** Relative to the area, with Fastify's `:name` placeholders filled from params. */
  path: string;
  access: Access;
  params?: Params;
  query?: Query;
  body?: Body;
  /** The answer's schema; none means an empty answer (204). */
  response?: Response;
  /** The success status when there is an answer (default 200). */
  status?: 200 | 201 | 202;
  /** A create or copy: honours an Idempotency-Key header, so a repeated request answers the first one's result. */
  idempotent?: boolean;
}

export type AnyEndpoint = Endpoint<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined>;

// The schemas an endpoint was defined with (undefined for the parts it has not), read from its type arguments:
// `E['params']` would add undefined to each, since the fields are optional.
export type ParamsOf<E> = E extends Endpoint<infer P, z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined> ? P : never;
export type QueryOf<E> = E extends Endpoint<z.ZodType | undefined, infer Q, z.ZodType | undefined, z.ZodType | undefined> ? Q : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer B, z.ZodType | undefined> ? B : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, infer R> ? R : never;

/** What a caller passes: only the parts the endpoint has, each as its schema accepts it. */
export type EndpointInput<E extends AnyEndpoint> = (ParamsOf<E> extends z.ZodType ? { params: z.input<ParamsOf<E>> } : unknown) &
  (QueryOf<E> extends z.ZodType ? { query: z.input<QueryOf<E>> } : unknown) &
  (BodyOf<E> extends z.ZodType ? { body: z.input<BodyOf<E>> } : unknown);

/** What the caller gets back, parsed (undefined for an empty answer). */
export type EndpointAnswer<E extends AnyEndpoint> = ResponseOf<E> extends z.ZodType ? z.output<ResponseOf<E>> : undefined;

/** Keeps the literal types of an endpoint so callers and handlers are typed from it. */
export function defineEndpoint<
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType | undefined = undefined,
>(endpoint: Endpoint<Params, Query, Body, Response>): Endpoint<Params, Query, Body, Response> {
  return endpoint;
}

function asText(value: unknown, name: string): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  throw new Error(`${name}: a path or query value must be a string, number or boolean`);
}

/** The address of an endpoint with its path parameters filled in (encoded) and its query string. */
export function endpointUrl(endpoint: AnyEndpoint, params?: object, query?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(asText(value, name));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    for (const item of [value].flat()) {
      if (item !== undefined && item !== null && item !== '') search.append(name, asText(item, name));
    }
  }
  const text = search.toString();
  return `/api/${endpoint.area}${path}${text ? `?${text}` : ''}`;
}
