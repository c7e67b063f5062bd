/** The locale the user picked earlier, from the `locale` cookie the server sets; null if absent. */
export function readLocaleCookie(): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === 'locale') return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}
