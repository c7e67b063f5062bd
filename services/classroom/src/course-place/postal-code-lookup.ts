// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the package ships no types, and every program compiling this file (the platform too) needs them
/// <reference path="./norway-postal-codes.d.ts" />
import { COUNTRY_NORWAY, postalLookupLength } from '@atrium/classroom-contract';
import norwegianPostalCodes from 'norway-postal-codes';
import { countryCodeOf } from './countries';
import { geocode, geocoderUrl } from './geocoder';

/**
 * Document 003 §5: the city of a postal code, looked up only at the country's length (Norway 4 digits, Sweden 5).
 * Norway from the Norwegian postal register (the norway-postal-codes package, Posten/Bring's register); other
 * countries through the configured geocoder, when there is one (decision 0161). Null when nothing is known.
 */
export async function cityOfPostalCode(countryId: number, code: string): Promise<string | null> {
  if (code.length !== postalLookupLength(countryId)) return null;
  if (countryId === COUNTRY_NORWAY) return norwegianPostalCodes[code] ?? null;
  const country = countryCodeOf(countryId);
  if (!country || !geocoderUrl()) return null;
  const [hit] = await geocode({ postalcode: code, countrycodes: country.toLowerCase(), limit: '1' }).catch(() => []);
  const address = hit?.address ?? {};
  return address.city ?? address.town ?? address.village ?? address.municipality ?? address.postal_town ?? null;
}
