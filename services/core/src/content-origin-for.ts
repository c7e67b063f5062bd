import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ownOriginOf } from './origin-check';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the app that serves a content origin beside it (decision 0119): where this request's browser reaches it. */
    contentOriginFor?: (request: FastifyRequest) => string;
  }
}

/** Lets every area's routes name the content origin (decision 0119), e.g. in remote SCORM wrappers' launch address. */
export function provideContentOrigin(app: FastifyInstance, contentOriginFor: (request: FastifyRequest) => string): void {
  app.decorate('contentOriginFor', contentOriginFor);
}

/**
 * Where course content plays for the browser that sent this request. An area run alone, or an API test, has no
 * content origin configured beside it: its own origin stands in.
 */
export const contentOriginFor = (request: FastifyRequest): string => request.server.contentOriginFor?.(request) ?? ownOriginOf(request);
