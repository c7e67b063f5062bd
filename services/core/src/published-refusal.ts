import { HttpError } from './errors';

// Functions an area publishes for others (decisions 0140, 0233) refuse with SQLSTATE AT404 (something named is not
// there, or not the caller's customer's) or AT409 (a rule forbids it), their message being the message key to answer.
const STATUS_OF_CODE: Record<string, 404 | 409> = { AT404: 404, AT409: 409 };

/** The HTTP answer for a published function's refusal, or undefined for any other error. */
export function publishedRefusal(error: unknown): HttpError | undefined {
  const status = STATUS_OF_CODE[(error as { code?: string } | null)?.code ?? ''];
  return status && error instanceof Error ? new HttpError(status, error.message) : undefined;
}
