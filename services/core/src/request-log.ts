import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * Remote SCORM puts credentials in paths (a wrapper's launch token, a remote session's id: the e-learning
 * area's /remote/ calls and the /scorm/remote/ runtime page), which must not land in request logs.
 */
export const redactedUrl = (url: string): string => (url.includes('/remote/') ? url.replace(UUID, '[redacted]') : url);

// Fastify's own request fields, with the URL redacted.
const loggedRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: redactedUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** The logger options with the request serializer that redacts credentials; false stays false. */
export function withRedactedUrls(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: loggedRequest } };
}
