import type { FastifyReply } from 'fastify';

/*
 * helmet's headers that a browser heeds on a document only (decision 0267): the CSP of a page, what may frame it, how
 * it opens windows, its agent cluster, and four legacy switches for old browsers' document handling. On a script or a
 * stylesheet they do nothing (Atrium starts no workers, whose scripts would take a CSP of their own), yet were half of
 * each such answer's headers, 18 times on /clcourses. Referrer-Policy goes too: a stylesheet's own fetches would heed
 * it, and the value it had is the browsers' default. nosniff, Cross-Origin-Resource-Policy and HSTS stay: they apply
 * to every answer.
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

// The build's scripts and stylesheets: what a page loads and never shows as a document of its own.
const SUBRESOURCE = /\.(js|css)$/;

/** Leaves the document-only headers off the answer when it sends one of the build's scripts or stylesheets. */
export function withoutDocumentOnlyHeaders(reply: FastifyReply, file: string): FastifyReply {
  if (SUBRESOURCE.test(file)) for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
  return reply;
}
