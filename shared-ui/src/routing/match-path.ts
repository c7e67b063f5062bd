const compiled = new Map<string, RegExp>();

function toRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/([^/]+))?' : '/([^/]+)';
      return '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source || '/'}/?$`);
}

function regExpOf(pattern: string): RegExp {
  let regexp = compiled.get(pattern);
  if (!regexp) {
    regexp = toRegExp(pattern);
    compiled.set(pattern, regexp);
  }
  return regexp;
}

/** Whether a pathname matches a route pattern (':name' a segment, ':name?' an optional last one). */
export function matchPath(pattern: string, pathname: string): boolean {
  return regExpOf(pattern).test(pathname);
}

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null; // A malformed escape (%E0%A4%A) is no address of ours.
  }
}

/** The parameters of a pathname that matches the pattern (decoded), or null (also for a malformed escape). */
export function pathParams(pattern: string, pathname: string): Record<string, string> | null {
  const match = regExpOf(pattern).exec(pathname);
  if (!match) return null;
  const names = pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1).replace(/\?$/, ''));
  const params: Record<string, string> = {};
  for (const [index, name] of names.entries()) {
    const value = match[index + 1];
    if (value === undefined) continue;
    const text = decoded(value);
    if (text === null) return null;
    params[name] = text;
  }
  return params;
}

/** A pathname from a pattern and its parameters; an optional parameter left out drops its segment. */
export function buildPath(pattern: string, params: Record<string, string | number | undefined> = {}): string {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const value = params[segment.slice(1).replace(/\?$/, '')];
      if (value === undefined || value === '') {
        if (optional) return [];
        throw new Error(`${pattern} needs ${segment}`);
      }
      return [encodeURIComponent(String(value))];
    });
  return '/' + segments.join('/');
}
