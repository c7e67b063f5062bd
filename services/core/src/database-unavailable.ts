// Issue 11 finding 10: while PostgreSQL is down or restarting, requests answer 503 with Retry-After (the
// caller may simply try again) instead of 500, and /ready fails, so a load balancer stops sending traffic.
// The pool replaces broken connections by itself, so the app recovers without a restart.

export const DATABASE_RETRY_AFTER_SECONDS = 5;

// SQLSTATE classes 08 (connection exception) and 57P0x (the server shutting down or starting up).
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-4])/;
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EHOSTUNREACH', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
];

/** Whether an error means the database cannot be reached right now (rather than a bad query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Duck-typed: socket errors come from Node's own realm, where `instanceof Error` of another realm fails.
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODES.has(code))) return true;
  if (Array.isArray(errors)) return errors.some(isDatabaseUnavailable);
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}
