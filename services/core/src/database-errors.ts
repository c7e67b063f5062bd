import type { FastifyRequest } from 'fastify';

// A PostgreSQL error a request caused with its own values (a number beyond the column's range, a date that
// does not exist, a key that is taken) is the caller's mistake: 400 or 409 naming the field, never 500.
// Codes: https://www.postgresql.org/docs/current/errcodes-appendix.html

interface PgError {
  code: string;
  message: string;
  detail?: string;
  column?: string;
  constraint?: string;
}

export interface DatabaseErrorAnswer {
  statusCode: 400 | 409;
  message: string;
  fields: Record<string, string>;
}

function isPgError(error: unknown): error is PgError {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

interface Leaf {
  path: string;
  value: unknown;
}

function leavesOf(data: unknown, path: string): Leaf[] {
  if (Array.isArray(data)) return data.flatMap((item, index) => leavesOf(item, `${path}.${index}`));
  if (data !== null && typeof data === 'object') {
    return Object.entries(data).flatMap(([key, value]) => leavesOf(value, `${path}.${key}`));
  }
  return [{ path, value: data }];
}

function requestLeaves(request: FastifyRequest): Leaf[] {
  return [...leavesOf(request.params, 'params'), ...leavesOf(request.query, 'querystring'), ...leavesOf(request.body, 'body')];
}

/** The request field that holds the value PostgreSQL quoted in its message, if any. */
function fieldOfQuotedValue(request: FastifyRequest, message: string): string | undefined {
  const quoted = [...message.matchAll(/"([^"]*)"/g)].map((match) => match[1]);
  const leaves = requestLeaves(request);
  for (const value of quoted) {
    const leaf = leaves.find(
      (candidate) =>
        (typeof candidate.value === 'string' || typeof candidate.value === 'number' || typeof candidate.value === 'boolean') &&
        String(candidate.value) === value,
    );
    if (leaf) return leaf.path;
  }
  return undefined;
}

/** 22001 "value too long for type character varying(255)": the first request string longer than that. */
function fieldTooLong(request: FastifyRequest, message: string): string | undefined {
  const limit = Number(/\((\d+)\)/.exec(message)?.[1] ?? Number.NaN);
  if (!Number.isFinite(limit)) return undefined;
  return requestLeaves(request).find((leaf) => typeof leaf.value === 'string' && leaf.value.length > limit)?.path;
}

const camelCase = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The request field a column was filled from, when the request names it (snake or camel case). */
function fieldOfColumn(request: FastifyRequest, column: string | undefined): string | undefined {
  if (!column) return undefined;
  const names = new Set([column, camelCase(column)]);
  return requestLeaves(request).find((leaf) => names.has(leaf.path.split('.').pop() ?? ''))?.path ?? column;
}

const keyColumns = (detail: string | undefined) => /^Key \(([^)]*)\)/.exec(detail ?? '')?.[1]?.split(', ');

function answer(statusCode: 400 | 409, field: string | undefined, text: string): DatabaseErrorAnswer {
  const key = field ?? 'request';
  return { statusCode, message: `${key}: ${text}`, fields: { [key]: text } };
}

/** The 4xx answer for a database error the request's own values caused, or undefined for anything else. */
export function answerForDatabaseError(error: unknown, request: FastifyRequest): DatabaseErrorAnswer | undefined {
  if (!isPgError(error)) return undefined;
  const { code } = error;
  if (code === '22001') return answer(400, fieldTooLong(request, error.message), 'is too long');
  if (code.startsWith('22')) return answer(400, fieldOfQuotedValue(request, error.message), 'is not a valid value');
  if (code === '23502') return answer(400, fieldOfColumn(request, error.column), 'is required');
  if (code === '23514') return answer(400, fieldOfColumn(request, error.column) ?? error.constraint, 'is not allowed');
  if (code === '23505') return answer(409, fieldOfColumn(request, keyColumns(error.detail)?.[0]), 'already exists');
  if (code === '23503') {
    // Deleting a row others still point at is a conflict; pointing at a row that does not exist is bad input.
    if (error.detail?.includes('is still referenced')) return answer(409, undefined, 'is still in use');
    return answer(400, fieldOfColumn(request, keyColumns(error.detail)?.[0]), 'refers to nothing');
  }
  return undefined;
}
