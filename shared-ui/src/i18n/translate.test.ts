import { registerMessages } from './message-registry';
import { fallbackChain, interpolate, translate } from './translate';

beforeAll(() => {
  registerMessages('en_US', { 'test.all': 'All', 'test.en-nb': 'English', 'test.en-only': 'Only English' });
  registerMessages('nb_NO', { 'test.all': 'Alle', 'test.en-nb': 'Norsk', 'test.nb-only': 'Bare norsk' });
  registerMessages('sv_SE', { 'test.all': 'Alla' });
});

describe('translate', () => {
  it('uses the requested locale first', () => {
    expect(translate('sv_SE', 'test.all')).toBe('Alla');
    expect(translate('nb_NO', 'test.all')).toBe('Alle');
  });

  it('falls back from Swedish to Norwegian before English', () => {
    expect(translate('sv_SE', 'test.en-nb')).toBe('Norsk');
    expect(translate('sv_SE', 'test.en-only')).toBe('Only English');
  });

  it('falls back from other locales to English, then Norwegian', () => {
    expect(translate('es_ES', 'test.en-nb')).toBe('English');
    expect(translate('es_ES', 'test.nb-only')).toBe('Bare norsk');
    expect(translate('en_US', 'test.nb-only')).toBe('Bare norsk');
    expect(translate('nb_NO', 'test.en-only')).toBe('Only English');
  });

  it('renders a missing key as the key itself', () => {
    expect(translate('nb_NO', 'test.nowhere')).toBe('test.nowhere');
  });

  it('fills placeholders', () => {
    expect(translate('en_US', 'area.placeholder', { area: 'Reports' })).toBe('Reports is coming soon');
    expect(translate('nb_NO', 'pagination.page', { page: 3 })).toBe('Side 3');
  });

  it('lets a later registration add and override keys without losing others', () => {
    registerMessages('en_US', { 'test.all': 'Everything' });
    expect(translate('en_US', 'test.all')).toBe('Everything');
    expect(translate('en_US', 'test.en-only')).toBe('Only English');
  });
});

describe('fallbackChain', () => {
  it('lists each locale once', () => {
    expect(fallbackChain('en_US')).toEqual(['en_US', 'nb_NO']);
    expect(fallbackChain('nb_NO')).toEqual(['nb_NO', 'en_US']);
    expect(fallbackChain('sv_SE')).toEqual(['sv_SE', 'nb_NO', 'en_US']);
  });
});

describe('interpolate', () => {
  it('leaves placeholders without a value visible', () => {
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('plurals', () => {
  beforeAll(() => {
    registerMessages('en_US', {
      'test.licenses.one': '{count} license',
      'test.licenses.other': '{count} licenses',
      'test.plain': '{count} selected',
    });
    registerMessages('nb_NO', { 'test.licenses.one': '{count} lisens', 'test.licenses.other': '{count} lisenser' });
  });

  it('chooses the form Intl.PluralRules gives for the count', () => {
    expect(translate('nb_NO', 'test.licenses', { count: 1 })).toBe('1 lisens');
    expect(translate('nb_NO', 'test.licenses', { count: 2 })).toBe('2 lisenser');
    expect(translate('nb_NO', 'test.licenses', { count: 0 })).toBe('0 lisenser');
    expect(translate('en_US', 'test.licenses', { count: 1 })).toBe('1 license');
  });

  it('falls back through the locales like any key, and uses the plain key when there are no forms', () => {
    expect(translate('sv_SE', 'test.licenses', { count: 1 })).toBe('1 lisens');
    expect(translate('en_US', 'test.plain', { count: 1 })).toBe('1 selected');
    expect(translate('xx_XX', 'test.licenses', { count: 1 })).toBe('1 license');
  });
});
