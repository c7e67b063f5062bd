import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { clearCookie, setCookie, type CookieOptions, secureCookiesFor } from './cookies';
import { customerContextSchema, learningSiteSchema, type Role } from '@atrium/core-contract';

export const SESSION_COOKIE = 'atrium_session';
const SESSION_TTL_SECONDS = 8 * 60 * 60;

const sessionPayloadSchema = z.object({
  sub: z.number().int(),
  sid: z.string(),
  username: z.string(),
  contexts: z.array(customerContextSchema),
  activeCustomerId: z.number().int().nullable(),
  site: learningSiteSchema,
});
export type SessionPayload = z.infer<typeof sessionPayloadSchema>;

export interface Principal {
  userId: number;
  sessionId: string;
  username: string;
  contexts: SessionPayload['contexts'];
  activeCustomerId: number | null;
  site: SessionPayload['site'];
  /**
   * Authorization uses the roles of the active customer context only: a user acting for one customer
   * must not gain rights they hold at another. No active context means no roles.
   */
  roles: Role[];
}

export interface SessionTokens {
  sign: (payload: SessionPayload) => string;
  verify: (token: string) => Principal | null;
}

export function sessionSecretFromEnv(): string {
  const secret = process.env.ATRIUM_SESSION_SECRET;
  if (!secret) throw new Error('ATRIUM_SESSION_SECRET must be set');
  return secret;
}

export function createSessionTokens(secret: string): SessionTokens {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: SESSION_TTL_SECONDS * 1000 });
  // A token without an expiry would be good for ever once leaked: refuse it (issue 11 finding 4).
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['exp'] });
  return {
    sign: (payload) => signer(payload),
    verify: (token) => {
      try {
        const payload = sessionPayloadSchema.parse(verifier(token));
        return toPrincipal(payload);
      } catch {
        return null;
      }
    },
  };
}

function toPrincipal(payload: SessionPayload): Principal {
  const active = payload.contexts.find((c) => c.customerId === payload.activeCustomerId);
  return {
    userId: payload.sub,
    sessionId: payload.sid,
    username: payload.username,
    contexts: payload.contexts,
    activeCustomerId: payload.activeCustomerId,
    site: payload.site,
    roles: active?.roles ?? [],
  };
}

function sessionCookieOptions(reply: FastifyReply): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: secureCookiesFor(reply.request),
    maxAge: SESSION_TTL_SECONDS,
  };
}

export function setSessionCookie(reply: FastifyReply, token: string): void {
  setCookie(reply, SESSION_COOKIE, token, sessionCookieOptions(reply));
}

export function clearSessionCookie(reply: FastifyReply): void {
  clearCookie(reply, SESSION_COOKIE, sessionCookieOptions(reply));
}
