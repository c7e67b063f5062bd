import type { Locale } from '../i18n/types';
import type { Currency, LearningSite } from './types';

/* Spec §9: Norway nb_NO/NOK, Sweden sv_SE/SEK, anything else (and no site yet) en_US/EUR. */

export function siteLocale(site: LearningSite | null): Locale {
  if (site === 'NO') return 'nb_NO';
  if (site === 'SE') return 'sv_SE';
  return 'en_US';
}

export function siteCurrency(site: LearningSite | null): Currency {
  if (site === 'NO') return 'NOK';
  if (site === 'SE') return 'SEK';
  return 'EUR';
}
