import { matchPath, routeOfPath, type AreaRoute } from '@atrium/shared-ui';
import { shellRoutes } from './shell-routes';

export type Owner = string;

function ownedRoute(pathname: string): { owner: Owner; route: AreaRoute } | undefined {
  const own = shellRoutes.find((route) => matchPath(route.pattern, pathname));
  if (own) return { owner: 'shell', route: own };
  const published = routeOfPath(pathname);
  return published && { owner: published.area, route: published.route };
}

/** The area (or the shell) that owns a pathname, from the routes the remotes publish; undefined for an unknown path. */
export function ownerOf(pathname: string): Owner | undefined {
  return ownedRoute(pathname)?.owner;
}

/** Whether a pathname is served to people who are not signed in (password reset). */
export function isOpenSignedOut(pathname: string): boolean {
  return ownedRoute(pathname)?.route.signedOut === true;
}
