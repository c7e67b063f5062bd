import { addEndpoint, errorBody, HttpError, zodSchema, type ZodTypeProvider, COURSE_ADMINS } from '@atrium/service-core';
import { coursePlaceMapEndpoints, MAP_TILE_PATH, MAP_TILE_URL_TEMPLATE, mapTileParamsSchema } from '@atrium/classroom-contract';
import type { FastifyPluginAsync } from 'fastify';
import { Readable } from 'node:stream';
import { geocode, GeocoderError, geocoderUrl } from './geocoder';

const TILE_TIMEOUT_MS = 5000;

/** Issue 16: OpenStreetMap's tiles unless configured otherwise. */
const DEFAULT_TILE_SOURCE = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

// Decision 0161: tiles come from ATRIUM_MAP_TILE_URL (OpenStreetMap's when unset; empty turns the map off) through
// this service, so the page's content security policy stays as it is and no browser talks to the tile server.
function tileSource(env: NodeJS.ProcessEnv = process.env): string | null {
  const configured = env.ATRIUM_MAP_TILE_URL;
  if (configured === undefined) return DEFAULT_TILE_SOURCE;
  return configured.trim() || null;
}

/** The venue map: its configuration, the address search and the tile proxy. */
export const mapRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  addEndpoint(app, coursePlaceMapEndpoints.config, async () => {
    const source = tileSource();
    return {
      tileUrl: source ? MAP_TILE_URL_TEMPLATE : null,
      attribution: source ? (process.env.ATRIUM_MAP_ATTRIBUTION ?? '© OpenStreetMap contributors') : null,
      search: geocoderUrl() !== null,
    };
  });

  addEndpoint(app, coursePlaceMapEndpoints.geocode, async (request, reply) => {
    try {
      const hits = await geocode({ q: request.query.q });
      return hits.map((hit) => ({ label: hit.display_name, latitude: hit.lat, longitude: hit.lon }));
    } catch (error) {
      if (!(error instanceof GeocoderError)) throw error;
      // Sent here: the shared error handling answers every 5xx it is handed as a 500.
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message));
    }
  });

  app.get(
    MAP_TILE_PATH,
    { config: { access: { roles: COURSE_ADMINS } }, schema: { params: zodSchema(mapTileParamsSchema) } },
    async (request, reply) => {
      const source = tileSource();
      if (!source) throw new HttpError(404, 'No map tiles are configured');
      const { z, x, y } = request.params;
      const url = source.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
      const response = await fetch(url, { signal: AbortSignal.timeout(TILE_TIMEOUT_MS) }).catch(() => null);
      if (!response?.ok || !response.body) return reply.code(502).send(errorBody(502, 'The tile server did not answer'));
      return reply
        .type(response.headers.get('content-type') ?? 'image/png')
        .header('cache-control', 'private, max-age=86400')
        .send(Readable.fromWeb(response.body));
    },
  );
};
