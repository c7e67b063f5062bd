import { matchPath } from './match-path';
import { routeTable, type Owner, type RouteEntry } from './route-table';

const routeOf = (pathname: string): RouteEntry | undefined => routeTable.find((entry) => matchPath(entry.pattern, pathname));

/** The area (or the shell) that owns a pathname; undefined for an unknown path. */
export function ownerOf(pathname: string): Owner | undefined {
  return routeOf(pathname)?.owner;
}

/** Whether a pathname is served to people who are not signed in (password reset). */
export function isOpenSignedOut(pathname: string): boolean {
  return routeOf(pathname)?.signedOut === true;
}
