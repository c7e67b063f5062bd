import { fallbackChain, translate } from '../i18n/translate';
import { siteCurrency, siteLocale } from './site';

describe('site defaults', () => {
  it.each([
    ['NO', 'nb_NO', 'NOK'],
    ['SE', 'sv_SE', 'SEK'],
    ['INT', 'en_US', 'EUR'],
    ['CTRL', 'es_ES', 'EUR'],
    [null, 'en_US', 'EUR'],
  ] as const)('site %p uses %p and %p', (site, locale, currency) => {
    expect(siteLocale(site)).toBe(locale);
    expect(siteCurrency(site)).toBe(currency);
  });
});

describe('the international control site (document 001 §9)', () => {
  it('shows pages in es_ES, with English texts where es_ES has none, then Norwegian', () => {
    expect(fallbackChain(siteLocale('CTRL'))).toEqual(['es_ES', 'en_US', 'nb_NO']);
    expect(translate('es_ES', 'common.cancel')).toBe('Cancel');
  });
});
