const compiled = new Map<string, RegExp>();

function toRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source || '/'}/?$`);
}

/** Whether a pathname matches a route pattern of the route table. */
export function matchPath(pattern: string, pathname: string): boolean {
  let regexp = compiled.get(pattern);
  if (!regexp) {
    regexp = toRegExp(pattern);
    compiled.set(pattern, regexp);
  }
  return regexp.test(pathname);
}
