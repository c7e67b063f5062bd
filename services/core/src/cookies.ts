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
