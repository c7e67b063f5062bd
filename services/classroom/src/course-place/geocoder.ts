import { z } from 'zod';

// Decision 0161: address search and the Swedish postal codes go to a Nominatim-compatible geocoder whose address is
// configuration (ATRIUM_GEOCODER_URL); nothing is sent anywhere when it is unset.
const TIMEOUT_MS = 5000;
const USER_AGENT = 'Atrium training administration (course places)';

const placeSchema = z.object({
  display_name: z.string(),
  lat: z.string(),
  lon: z.string(),
  address: z.record(z.string(), z.string()).optional(),
});
const answerSchema = z.array(placeSchema);
export type GeocodedPlace = z.infer<typeof placeSchema>;

/** The geocoder is unset, unreachable or answered nonsense: the caller says so (404 or 502), never a 500. */
export class GeocoderError extends Error {
  constructor(
    readonly statusCode: 404 | 502,
    message: string,
  ) {
    super(message);
  }
}

export function geocoderUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.ATRIUM_GEOCODER_URL?.replace(/\/+$/, '') || null;
}

/** Nominatim's /search with these parameters. */
export async function geocode(parameters: Record<string, string>): Promise<GeocodedPlace[]> {
  const base = geocoderUrl();
  if (!base) throw new GeocoderError(404, 'No geocoder is configured (ATRIUM_GEOCODER_URL)');
  const query = new URLSearchParams({ format: 'jsonv2', addressdetails: '1', limit: '5', ...parameters });
  try {
    const response = await fetch(`${base}/search?${query.toString()}`, {
      headers: { 'user-agent': USER_AGENT, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    return answerSchema.parse(await response.json());
  } catch (error) {
    throw new GeocoderError(502, `The geocoder did not answer: ${error instanceof Error ? error.message : String(error)}`);
  }
}
