/**
 * Where the platform's API answers. Empty (the page's own origin) in the composed app; a standalone remote served
 * from a host of its own reads it at start from that host's atrium-config.json, so one build serves any deployment
 * (decision 0223). Only this page's calls use it; nothing is written into the build.
 */
let apiOrigin = '';

export function setApiOrigin(origin: string): void {
  apiOrigin = origin ? new URL(origin).origin : '';
}

/** The address of an API path ("/api/…", "/wapi/…", "/remotes.json"); absolute addresses stay as they are. */
export function apiUrl(path: string): string {
  return apiOrigin && path.startsWith('/') && !path.startsWith('//') ? `${apiOrigin}${path}` : path;
}

/** The session cookie goes along to the API's origin too, when it is another one. */
export const apiCredentials = (): RequestCredentials => (apiOrigin ? 'include' : 'same-origin');
