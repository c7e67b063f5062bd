import { rt, RUNTIME_MESSAGES, runtimeLocale } from './runtime-messages';

const clearCookies = () => {
  for (const name of ['locale', 'page_locale']) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
};

afterEach(clearCookies);

test('every runtime text exists in en_US, nb_NO and sv_SE', () => {
  const keys = Object.keys(RUNTIME_MESSAGES.en_US).sort();
  expect(Object.keys(RUNTIME_MESSAGES.nb_NO).sort()).toEqual(keys);
  expect(Object.keys(RUNTIME_MESSAGES.sv_SE).sort()).toEqual(keys);
});

test('speaks the page’s language: Swedish in Swedish, not Norwegian', () => {
  document.cookie = 'page_locale=sv_SE; path=/';
  document.cookie = 'locale=nb_NO; path=/';
  expect(runtimeLocale()).toBe('sv_SE');
  expect(rt('runtime.backToMyPage')).toBe('Tillbaka till min sida');
  clearCookies();
  document.cookie = 'locale=nb_NO; path=/';
  expect(rt('runtime.backToMyPage')).toBe('Tilbake til min side');
});
