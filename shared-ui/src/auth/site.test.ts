import { siteCurrency, siteLocale } from './site';

describe('site defaults', () => {
  it.each([
    ['NO', 'nb_NO', 'NOK'],
    ['SE', 'sv_SE', 'SEK'],
    ['INT', 'en_US', 'EUR'],
    [null, 'en_US', 'EUR'],
  ] as const)('site %p uses %p and %p', (site, locale, currency) => {
    expect(siteLocale(site)).toBe(locale);
    expect(siteCurrency(site)).toBe(currency);
  });
});
