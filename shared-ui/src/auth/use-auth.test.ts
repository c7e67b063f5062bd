import { fetchCall, mockFetch } from '../test/fake-fetch';
import { makeMe } from '../test/fixtures';
import { apiFetch } from './api-fetch';
import { ApiError } from './api-error';
import { useAuth } from './use-auth';

const initial = useAuth.getState();

function clearLocaleCookie() {
  document.cookie = 'locale=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

beforeEach(() => {
  useAuth.setState(initial, true);
  clearLocaleCookie();
});

describe('useAuth', () => {
  it('starts unknown, in English', () => {
    expect(initial.status).toBe('unknown');
    expect(initial.locale).toBe('en_US');
    expect(initial.currency).toBe('EUR');
  });

  describe('load', () => {
    it('signs in from /api/users/me with the site locale and currency', async () => {
      const fetch = mockFetch({ status: 200, body: makeMe({ learningSite: 'SE' }) });
      await useAuth.getState().load();
      const state = useAuth.getState();
      expect(state.status).toBe('signedIn');
      expect(state.me?.user.username).toBe('kari');
      expect(state.learningSite).toBe('SE');
      expect(state.locale).toBe('sv_SE');
      expect(state.currency).toBe('SEK');
      const { url, init } = fetchCall(fetch);
      expect(url).toBe('/api/users/me');
      expect(init.credentials).toBe('same-origin');
    });

    it('lets the user locale, and then the locale cookie, override the site default', async () => {
      mockFetch({ status: 200, body: makeMe({ learningSite: 'NO', locale: 'en_US' }) });
      await useAuth.getState().load();
      expect(useAuth.getState().locale).toBe('en_US');
      expect(useAuth.getState().currency).toBe('NOK');

      document.cookie = 'locale=sv_SE; path=/';
      mockFetch({ status: 200, body: makeMe({ learningSite: 'NO', locale: 'en_US' }) });
      await useAuth.getState().load();
      expect(useAuth.getState().locale).toBe('sv_SE');
    });

    it('keeps the page_locale cookie on the locale the page shows, for the spreadsheets the services write', async () => {
      mockFetch({ status: 200, body: makeMe({ learningSite: 'SE' }) });
      await useAuth.getState().load();
      expect(document.cookie).toContain('page_locale=sv_SE');
      mockFetch({ status: 200, body: makeMe({ learningSite: 'NO', locale: 'en_US' }) });
      await useAuth.getState().load();
      expect(document.cookie).toContain('page_locale=en_US');
    });

    it('is signed out on 401, and on any other failure', async () => {
      mockFetch({ status: 401, body: { error: 'unauthorized', message: 'login.required' } });
      await useAuth.getState().load();
      expect(useAuth.getState().status).toBe('signedOut');

      useAuth.setState(initial, true);
      globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
      await useAuth.getState().load();
      expect(useAuth.getState().status).toBe('signedOut');
    });
  });

  describe('login', () => {
    it('posts the credentials as JSON and signs in', async () => {
      const fetch = mockFetch({ status: 200, body: makeMe() });
      await expect(useAuth.getState().login('kari', 'secret')).resolves.toBe(true);
      const { url, init } = fetchCall(fetch);
      expect(url).toBe('/api/users/login');
      expect(init.method).toBe('POST');
      expect(JSON.parse(init.body as string)).toEqual({ username: 'kari', password: 'secret' });
      expect((init.headers as Headers).get('Content-Type')).toBe('application/json');
      expect(useAuth.getState().status).toBe('signedIn');
      expect(useAuth.getState().locale).toBe('nb_NO');
    });

    it('resolves false on 401 and stays signed out', async () => {
      mockFetch({ status: 401, body: { error: 'unauthorized', message: 'login.failed' } });
      await expect(useAuth.getState().login('kari', 'wrong')).resolves.toBe(false);
      expect(useAuth.getState().status).toBe('signedOut');
      expect(useAuth.getState().me).toBeNull();
    });

    it('throws other failures for the form to report', async () => {
      mockFetch({ status: 503 });
      await expect(useAuth.getState().login('kari', 'secret')).rejects.toMatchObject({ status: 503, message: 'http.500' });
    });
  });

  describe('logout', () => {
    it('posts to /api/users/logout and forgets the user, keeping the language', async () => {
      mockFetch({ status: 200, body: makeMe() });
      await useAuth.getState().login('kari', 'secret');
      const fetch = mockFetch({ status: 204 });
      await useAuth.getState().logout();
      expect(fetchCall(fetch).url).toBe('/api/users/logout');
      expect(fetchCall(fetch).init.method).toBe('POST');
      const state = useAuth.getState();
      expect(state).toMatchObject({ status: 'signedOut', me: null, learningSite: null, locale: 'nb_NO' });
    });

    it('forgets the user even when the call fails', async () => {
      useAuth.setState({ status: 'signedIn', me: makeMe() });
      mockFetch({ status: 500 });
      await expect(useAuth.getState().logout()).rejects.toBeInstanceOf(ApiError);
      expect(useAuth.getState().status).toBe('signedOut');
    });
  });

  it('setActiveCustomer posts the customer id and takes the new roles', async () => {
    useAuth.setState({ status: 'signedIn', me: makeMe() });
    const fetch = mockFetch({ status: 200, body: makeMe({ activeCustomerId: 2 }) });
    await useAuth.getState().setActiveCustomer(2);
    expect(fetchCall(fetch).url).toBe('/api/users/me/active-customer');
    expect(JSON.parse(fetchCall(fetch).init.body as string)).toEqual({ customerId: 2 });
    expect(useAuth.getState().hasRole('companyadmin')).toBe(true);
  });

  it('changeLocale posts a form with the locale and current path, and switches language', async () => {
    window.history.pushState({}, '', '/clcourses?page=2');
    const fetch = mockFetch({ status: 200, body: { locale: 'nb_NO' } });
    await useAuth.getState().changeLocale('nb_NO');
    const { url, init } = fetchCall(fetch);
    const query = new URL(url, 'http://localhost').searchParams;
    expect(new URL(url, 'http://localhost').pathname).toBe('/wapi/locale/changeLocale');
    expect(query.get('locale')).toBe('nb_NO');
    expect(query.get('url')).toBe('/clcourses?page=2');
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect((init.headers as Headers).get('Accept')).toBe('application/json');
    expect(useAuth.getState().locale).toBe('nb_NO');
    expect(document.documentElement.lang).toBe('nb-NO');
  });
});

describe('apiFetch', () => {
  it('returns the parsed JSON body', async () => {
    mockFetch({ status: 200, body: { items: [1, 2] } });
    await expect(apiFetch('/api/x')).resolves.toEqual({ items: [1, 2] });
  });

  it('returns undefined for 204', async () => {
    mockFetch({ status: 204 });
    await expect(apiFetch('/api/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('throws ApiError with the server error, message and fields', async () => {
    mockFetch({ status: 400, body: { error: 'validation', message: 'validation.failed', fields: { name: 'validation.required' } } });
    const error = await apiFetch('/api/x', { method: 'POST', body: { name: '' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      error: 'validation',
      message: 'validation.failed',
      fields: { name: 'validation.required' },
    });
  });

  it('signs the user out on 401', async () => {
    useAuth.setState({ status: 'signedIn', me: makeMe() });
    mockFetch({ status: 401, body: { error: 'unauthorized', message: 'login.required' } });
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(useAuth.getState()).toMatchObject({ status: 'signedOut', me: null });
  });

  it('leaves the session alone on 403', async () => {
    useAuth.setState({ status: 'signedIn', me: makeMe() });
    mockFetch({ status: 403, body: { error: 'forbidden', message: 'http.403' } });
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 403 });
    expect(useAuth.getState().status).toBe('signedIn');
  });
});
