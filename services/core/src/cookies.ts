import type { FastifyReply, FastifyRequest } from 'fastify';

// @fastify/cookie loads the ESM-only `cookie` package through a dynamic import, which Jest's CommonJS
// runtime cannot execute; the two cookies we use need only this much.

export interface CookieOptions {
  maxAge?: number;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Whether cookies get `Secure`: always, except over plain HTTP on this machine (npm start, tests), where a
 * browser would drop them. ATRIUM_SECURE_COOKIES=1 forces it on, =0 off (plain HTTP on a private network).
 */
export function secureCookiesFor(request: FastifyRequest): boolean {
  const setting = process.env.ATRIUM_SECURE_COOKIES;
  if (setting === '1') return true;
  if (setting === '0') return false;
  return !(request.protocol === 'http' && LOCAL_HOSTS.has(request.hostname));
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const attributes = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) {
    attributes.push(`Max-Age=${options.maxAge}`);
    attributes.push(`Expires=${new Date(Date.now() + options.maxAge * 1000).toUTCString()}`);
  }
  if (options.httpOnly) attributes.push('HttpOnly');
  if (options.secure) attributes.push('Secure');
  if (options.sameSite) attributes.push(`SameSite=${options.sameSite}`);
  // Fastify accumulates repeated set-cookie headers instead of replacing them.
  reply.header('set-cookie', attributes.join('; '));
}

export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions): void {
  setCookie(reply, name, '', { ...options, maxAge: 0 });
}
