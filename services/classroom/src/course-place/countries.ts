import { COUNTRY_NORWAY, COUNTRY_SWEDEN, type Country } from '@atrium/classroom-contract';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import nb from 'i18n-iso-countries/langs/nb.json';
import sv from 'i18n-iso-countries/langs/sv.json';

for (const locale of [en, nb, sv]) countries.registerLocale(locale);

// Decision 0160: the documents name Norway 165 and Sweden 215 (ids of the system they describe); every other country
// is known by its ISO 3166-1 numeric code, none of which is 165 or 215.
const FIXED_IDS: Readonly<Record<string, number>> = { NO: COUNTRY_NORWAY, SE: COUNTRY_SWEDEN };

const LANGUAGE_OF: Readonly<Record<string, string>> = { nb_NO: 'nb', sv_SE: 'sv' };

function idOf(code: string): number {
  return FIXED_IDS[code] ?? Number(countries.alpha2ToNumeric(code));
}

const CODE_OF_ID = new Map(Object.keys(countries.getAlpha2Codes()).map((code) => [idOf(code), code]));

/** The ISO 3166-1 alpha-2 code of a country id, or undefined for an unknown id. */
export function countryCodeOf(id: number): string | undefined {
  return CODE_OF_ID.get(id);
}

/** The country's name in the locale (English where the locale has none). */
export function countryNameOf(id: number, locale: string): string | null {
  const code = CODE_OF_ID.get(id);
  if (!code) return null;
  return countries.getName(code, LANGUAGE_OF[locale] ?? 'en') ?? countries.getName(code, 'en') ?? null;
}

/** Every country, sorted by name in the locale. */
export function countryList(locale: string): Country[] {
  const collator = new Intl.Collator(locale.replace('_', '-'));
  return [...CODE_OF_ID.entries()]
    .map(([id, code]) => ({ id, code, name: countryNameOf(id, locale) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
