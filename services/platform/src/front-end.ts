import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorBody, withoutDocumentOnlyHeaders } from '@atrium/service-core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-policy';
import type { ContentOrigin } from './content-origin';
import { isLearnerRuntimePath, isRemoteRuntimePath, runtimePageFor, runtimeRedirectFor } from './runtime-page';

const NOT_FRONT_END = /^\/(api|remotes|wapi)(\/|$)/;
// The build's scripts and stylesheets: what a page loads and never shows as a document of its own (decision 0267).
const SUBRESOURCE = /\.(js|css)$/;

/** The file under root that urlPath names, or undefined when it is missing or escapes root. */
async function fileWithin(root: string, urlPath: string): Promise<string | undefined> {
  const file = path.resolve(root, `.${urlPath}`);
  if (!file.startsWith(root + path.sep)) return undefined;
  const stats = await stat(file).catch(() => undefined);
  return stats?.isFile() ? file : undefined;
}

function sendFile(reply: FastifyReply, root: string, file: string, cacheControl = cacheControlFor(file)) {
  // A file whose name is its version is never revalidated or fetched in parts, so it goes without validators or
  // Accept-Ranges (decision 0267); a file that keeps its name keeps them, for the 304 that follows a revalidation.
  const versionedByName = cacheControl === IMMUTABLE;
  if (SUBRESOURCE.test(file)) withoutDocumentOnlyHeaders(reply);
  // The same URL answers brotli, gzip or plain bytes by the request's Accept-Encoding, so caches must key on it.
  return reply.header('cache-control', cacheControl).header('vary', 'accept-encoding').sendFile(path.relative(root, file), root, {
    cacheControl: false,
    etag: !versionedByName,
    lastModified: !versionedByName,
    acceptRanges: !versionedByName,
  });
}

function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
}

/** Each remote's build under /remotes/<area>/ (the content origin serves only the runtime's). */
export async function registerRemoteFiles(app: FastifyInstance, root: string, areas: string[]): Promise<void> {
  // The build writes each file also as .br and .gz (shared-ui/build/webpack.js); the one the browser accepts is sent
  // with its Content-Encoding. A file without them goes out as it is, and @fastify/compress compresses that.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
  app.get('/remotes/:area/*', { config: { access: 'public' } }, async (request, reply) => {
    const { area, '*': rest } = request.params as { area: string; '*': string };
    const dist = path.join(root, `mf-${area}`, 'dist');
    const file = areas.includes(area) ? await fileWithin(dist, `/${rest}`) : undefined;
    if (!file) return reply.code(404).send(errorBody(404, `No ${rest} in remote ${area}`));
    return sendFile(reply, dist, file);
  });
}

/**
 * Serves the built shell (with the SPA fallback to index.html) and each remote's build. Files are looked up per
 * request, so a rebuilt or late-built front-end is served without a restart, and a missing build is a 404.
 */
export async function registerFrontEnd(app: FastifyInstance, root: string, areas: string[], origins: ContentOrigin): Promise<void> {
  await registerRemoteFiles(app, root, areas);
  const shellDist = path.join(root, 'shell', 'dist');

  app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
    const urlPath = decodedPath(request.url);
    if (urlPath === undefined || NOT_FRONT_END.test(urlPath)) {
      return reply.code(404).send(errorBody(404, `Route GET ${request.url.split('?')[0]} not found`));
    }
    const runtimeRedirect = runtimeRedirectFor(urlPath);
    if (runtimeRedirect) return reply.redirect(`${runtimeRedirect}${request.url.slice(request.url.split('?')[0]!.length)}`, 301);
    // Remote SCORM plays on the content origin (decision 0119); wrappers downloaded before still name this one.
    if (isRemoteRuntimePath(urlPath)) return reply.redirect(`${origins.contentOriginFor(request)}${request.url}`, 302);
    const runtimePage = isLearnerRuntimePath(urlPath)
      ? await runtimePageFor(root, { 'atrium-content-origin': origins.contentOriginFor(request) })
      : undefined;
    if (runtimePage) return reply.type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(runtimePage);
    const file = urlPath === '/' ? undefined : await fileWithin(shellDist, urlPath);
    if (file) return sendFile(reply, shellDist, file);
    const index = await fileWithin(shellDist, '/index.html');
    if (!index) return reply.code(404).send(errorBody(404, 'The front-end is not built (npm run build)'));
    return sendFile(reply, shellDist, index, NO_CACHE);
  });
}
