import { create } from 'zustand';
import type { Locale } from '../i18n/types';
import { ApiError } from './api-error';
import { applyDocumentLanguage } from './document-language';
import { writePageLocaleCookie } from './page-locale-cookie';
import { activeRoles } from './active-roles';
import { readLocaleCookie } from './locale-cookie';
import { request } from './request';
import { siteCurrency, siteLocale } from './site';
import type { AuthStatus, Currency, LearningSite, Me, Role } from './types';

export interface AuthState {
  status: AuthStatus;
  me: Me | null;
  locale: Locale;
  learningSite: LearningSite | null;
  currency: Currency;
  /** Asks the server who is signed in; never throws. */
  load: () => Promise<void>;
  /** Resolves false for wrong credentials; throws ApiError for other failures. */
  login: (username: string, password: string) => Promise<boolean>;
  logout: () => Promise<void>;
  setActiveCustomer: (customerId: number) => Promise<void>;
  changeLocale: (locale: Locale) => Promise<void>;
  /** Whether the active customer context grants the role. */
  hasRole: (role: Role) => boolean;
  hasAnyRole: (roles: readonly Role[]) => boolean;
}

type Session = Pick<AuthState, 'status' | 'me' | 'locale' | 'learningSite' | 'currency'>;

/* An explicit choice (the locale cookie, then the user's own locale) beats the site default. */
function signedIn(me: Me): Session {
  return {
    status: 'signedIn',
    me,
    learningSite: me.learningSite,
    locale: readLocaleCookie() || me.locale || siteLocale(me.learningSite),
    currency: siteCurrency(me.learningSite),
  };
}

/* After a sign-out the page keeps the language it was in; a fresh page starts from the cookie. */
function signedOut(locale: Locale = readLocaleCookie() || siteLocale(null)): Session {
  return {
    status: 'signedOut',
    me: null,
    learningSite: null,
    locale,
    currency: siteCurrency(null),
  };
}

function currentPath(): string {
  return window.location.pathname + window.location.search;
}

export const useAuth = create<AuthState>()((set, get) => ({
  ...signedOut(),
  status: 'unknown',

  async load() {
    try {
      set(signedIn(await request<Me>('/api/users/me')));
    } catch {
      // Whatever the reason, the user cannot act as anyone: show the login page, not a spinner.
      set(signedOut());
    }
  },

  async login(username, password) {
    try {
      set(signedIn(await request<Me>('/api/users/login', { method: 'POST', body: { username, password } })));
      return true;
    } catch (error) {
      set(signedOut(get().locale));
      if (error instanceof ApiError && error.status === 401) return false;
      throw error;
    }
  },

  async logout() {
    try {
      await request<void>('/api/users/logout', { method: 'POST' });
    } finally {
      // Forget the user locally even if the call failed; the next /me call is the judge.
      set(signedOut(get().locale));
    }
  },

  async setActiveCustomer(customerId) {
    const me = await request<Me>('/api/users/me/active-customer', { method: 'POST', body: { customerId } });
    set(signedIn(me));
  },

  async changeLocale(locale) {
    const query = new URLSearchParams({ locale, url: currentPath() });
    const result = await request<{ locale: Locale }>(`/wapi/locale/changeLocale?${query}`, {
      method: 'POST',
      body: new URLSearchParams(),
    });
    const me = get().me;
    set({ locale: result.locale, me: me && { ...me, locale: result.locale } });
  },

  hasRole(role) {
    return activeRoles(get().me).includes(role);
  },

  hasAnyRole(roles) {
    const held = activeRoles(get().me);
    return roles.some((role) => held.includes(role));
  },
}));

/** Used by apiFetch when any call answers 401: the session has ended. */
export function markSignedOut(): void {
  const { status, locale } = useAuth.getState();
  if (status !== 'signedOut') useAuth.setState(signedOut(locale));
}

function showLocale(locale: Locale): void {
  applyDocumentLanguage(locale);
  writePageLocaleCookie(locale);
}

showLocale(useAuth.getState().locale);
useAuth.subscribe((state, previous) => {
  if (state.locale !== previous.locale) showLocale(state.locale);
});
