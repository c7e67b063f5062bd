import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface SecurityHeaderOptions {
  /** Origins besides this one that may serve scripts (remotes moved elsewhere with ATRIUM_REMOTES). */
  scriptOrigins?: string[];
  /**
   * Pages that other sites may frame: the remote SCORM runtime, framed by a customer's LMS. Everything else
   * may be framed by this origin only (the runtime frames package content).
   */
  framedByAnySite?: RegExp[];
}

const FRAME_ANCESTORS_SELF = "frame-ancestors 'self'";

/*
 * The headers registered below that a browser heeds on a document only (decision 0267): the CSP of a page, what may
 * frame it, how it opens windows, its agent cluster, and four legacy switches for old browsers' document handling. On
 * a script or a stylesheet they do nothing (Atrium starts no workers, whose scripts would take a CSP of their own), yet
 * were half of each such answer's headers. Referrer-Policy too: a stylesheet's own fetches would heed it, and its value
 * here is the browsers' default. nosniff, Cross-Origin-Resource-Policy and HSTS apply to every answer.
 */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const FRAME_ANCESTORS_ANY = 'frame-ancestors *';

/**
 * Issue 11 finding 7: helmet's headers on every answer of every service (nosniff, Referrer-Policy, HSTS,
 * X-Frame-Options) and a CSP that fits the app: its own scripts (and the remotes'), inline styles (React's
 * style attributes), its own frames, framing by itself only except where remote SCORM needs any site.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): Promise<void> {
  const scripts = ["'self'", ...(options.scriptOrigins ?? [])];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: scripts,
        connectSrc: scripts,
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Strict-Transport-Security: browsers heed it over HTTPS only, so plain-HTTP localhost is unaffected.
    hsts: { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true },
  });
  const framedByAnySite = options.framedByAnySite ?? [];
  if (framedByAnySite.length === 0) return;
  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (framedByAnySite.some((pattern) => pattern.test(path))) allowFramingByAnySite(reply);
  });
}

/** For an answer that a customer's LMS frames (remote SCORM): any site may be its ancestor. */
export function allowFramingByAnySite(reply: FastifyReply): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('content-security-policy', policy.replace(FRAME_ANCESTORS_SELF, FRAME_ANCESTORS_ANY));
  reply.removeHeader('x-frame-options');
}

/** For an answer that is a script or a stylesheet, never shown as a document: without the document-only headers. */
export function withoutDocumentOnlyHeaders(reply: FastifyReply): FastifyReply {
  for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
  return reply;
}

/**
 * For uploaded course package files: SCORM and cmi5 content is written with inline scripts, eval and
 * whatever it links, so it runs under a loose policy of its own (finding 8, a separate content origin, is
 * what will contain it). Framing stays as the app's, or open to any site for remote SCORM sessions.
 */
export function allowPackageContent(reply: FastifyReply, framing: 'self' | 'anySite'): void {
  const ancestors = framing === 'anySite' ? FRAME_ANCESTORS_ANY : FRAME_ANCESTORS_SELF;
  reply.header(
    'content-security-policy',
    `default-src 'self' 'unsafe-inline' 'unsafe-eval' data: blob:; object-src 'none'; base-uri 'self'; ${ancestors}`,
  );
  if (framing === 'anySite') reply.removeHeader('x-frame-options');
}
