import type { FastifyRequest } from 'fastify';

/**
 * The address people open Atrium at, for links in e-mails. ATRIUM_PUBLIC_URL names it; without it the
 * request's own origin is used (fine on one machine, but then a forged Host header could point a reset link
 * elsewhere, so production sets it: docs/decisions/0130-password-reset-links.md).
 */
export function publicOrigin(request: FastifyRequest): string {
  const configured = process.env.ATRIUM_PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
