import type { Locale } from '../i18n/types';
import type { Currency, LearningSite } from './types';

/*
 * Spec §9: Norway nb_NO/NOK, Sweden sv_SE/SEK, the international control site es_ES/EUR (its texts fall back to
 * en_US, then nb_NO), anything else (and no site yet) en_US/EUR.
 */

export function siteLocale(site: LearningSite | null): Locale {
  if (site === 'NO') return 'nb_NO';
  if (site === 'SE') return 'sv_SE';
  if (site === 'CTRL') return 'es_ES';
  return 'en_US';
}

export function siteCurrency(site: LearningSite | null): Currency {
  if (site === 'NO') return 'NOK';
  if (site === 'SE') return 'SEK';
  return 'EUR';
}
