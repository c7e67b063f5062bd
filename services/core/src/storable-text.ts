// PostgreSQL text and jsonb cannot hold NUL, and a lone UTF-16 surrogate is no character at all (pg turns it
// into U+FFFD in text and refuses it in jsonb). Whatever a request carries is checked once, before any
// schema, so every route of every area refuses them with a 400 naming the field.

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const NUL_MESSAGE = 'may not hold a NUL character';
const SURROGATE_MESSAGE = 'holds an invalid character (a lone surrogate)';

/** Why text cannot be stored, or undefined when it can. */
function unstorableTextReason(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return undefined;
}

/** The first string (value or object key) in data that cannot be stored, with its path. */
export function findUnstorableText(data: unknown, path: string[] = []): { path: string[]; message: string } | undefined {
  if (typeof data === 'string') {
    const message = unstorableTextReason(data);
    return message ? { path, message } : undefined;
  }
  if (Array.isArray(data)) {
    for (const [index, item] of data.entries()) {
      const found = findUnstorableText(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (data !== null && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      const keyProblem = unstorableTextReason(key);
      if (keyProblem) return { path, message: `a key ${keyProblem}` };
      const found = findUnstorableText(value, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
