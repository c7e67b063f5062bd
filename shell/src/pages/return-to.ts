/** Where /login sends a person once signed in: the page that sent them there, or the start page. */
export function returnTo(search: string = window.location.search): string {
  const target = new URLSearchParams(search).get('returnTo') ?? '/';
  // Only same-origin paths: a crafted returnTo must not send the user elsewhere.
  return target.startsWith('/') && !target.startsWith('//') ? target : '/';
}
