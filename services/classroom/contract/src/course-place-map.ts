// Browser-safe: the venue map's configuration and address search (document 003 §2, §8, §9; decision 0161).
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';

/** Message key shown when an address search finds nothing (document 003 §8). */
export const MAP_NO_HITS_KEY = 'course-place.gmaps.nohits';

export const mapConfigSchema = z.object({
  /** Leaflet's tile address ({z}/{x}/{y}) through this service; null: no tiles configured, no map shown. */
  tileUrl: z.string().nullable(),
  attribution: z.string().nullable(),
  /** Whether an address search (geocoder) is configured. */
  search: z.boolean(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;

export const geocodeQuerySchema = z.object({ q: z.string().trim().min(2).max(300) });
export const geocodeHitSchema = z.object({ label: z.string(), latitude: z.string(), longitude: z.string() });
export type GeocodeHit = z.infer<typeof geocodeHitSchema>;

export const mapTileParamsSchema = z.object({
  z: z.coerce.number().int().min(0).max(20),
  x: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 20),
  y: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 20),
});
/** The tile proxy (GET, an image answer, so a plain route): the browser never talks to the tile server itself. */
export const MAP_TILE_PATH = '/data/map-tiles/:z/:x/:y';
export const MAP_TILE_URL_TEMPLATE = '/api/classroom/data/map-tiles/{z}/{x}/{y}';

export const coursePlaceMapEndpoints = {
  config: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/map-config',
    access: { roles: COURSE_ADMINS },
    response: mapConfigSchema,
  }),
  geocode: defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path: '/data/geocode',
    access: { roles: COURSE_ADMINS },
    query: geocodeQuerySchema,
    response: z.array(geocodeHitSchema),
  }),
};
