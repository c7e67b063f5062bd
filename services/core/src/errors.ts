import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ErrorBody } from '@atrium/core-contract';
import { answerForDatabaseError } from './database-errors';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';

/** Throw from a handler to answer with the shared error format. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent with the answer (Retry-After with 429 and 503). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export class RequestValidationError extends Error {
  readonly statusCode = 400;

  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }

  static forField(part: string, path: string[], message: string): RequestValidationError {
    const key = [part, ...path].join('.');
    return new RequestValidationError(`${key}: ${message}`, { [key]: message });
  }

  static fromZod(part: string, error: z.ZodError): RequestValidationError {
    const fields: Record<string, string> = {};
    for (const issue of error.issues) {
      const key = [part, ...issue.path.map(String)].join('.');
      fields[key] ??= issue.message;
    }
    const [firstKey, firstMessage] = Object.entries(fields)[0] ?? [part, 'Invalid input'];
    return new RequestValidationError(`${firstKey}: ${firstMessage}`, fields);
  }
}

export function errorBody(statusCode: number, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: STATUS_CODES[statusCode] ?? 'Error', message, ...(fields ? { fields } : {}) };
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | RequestValidationError, request, reply) => {
    // A route's own response schema for 4xx (the cmi5 fetch's, say) must not be applied to the shared error body.
    reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
    if (error instanceof RequestValidationError) {
      return reply.code(400).send(errorBody(400, error.message, error.fields));
    }
    if (error instanceof HttpError) reply.headers(error.headers);
    const status = error.statusCode ?? 500;
    // Fastify's own 4xx errors (malformed JSON, wrong media type, body too large) are the caller's mistake.
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status, error.message));
    }
    // A service's own answer about something beyond it (an external system down: 502) says so with its message key.
    if (error instanceof HttpError && status > 500 && status < 600) {
      request.log.warn({ err: error }, 'upstream failure');
      return reply.code(status).send(errorBody(status, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send(errorBody(503, 'http.503'));
    }
    const database = answerForDatabaseError(error, request);
    if (database) {
      request.log.info({ err: error }, 'database refused the request');
      return reply.code(database.statusCode).send(errorBody(database.statusCode, database.message, database.fields));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(500, 'Internal error'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}
