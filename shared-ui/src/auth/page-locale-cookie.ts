/**
 * Tells the services which language the page shows, for what they write themselves (spreadsheets): a plain
 * form post or download link cannot carry a header, but it carries this cookie. Session-long, and apart from
 * the `locale` cookie, which stays the person's explicit choice.
 */
export function writePageLocaleCookie(locale: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `page_locale=${encodeURIComponent(locale)}; path=/; SameSite=Lax`;
}
