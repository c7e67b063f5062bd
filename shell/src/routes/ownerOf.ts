import { matchPath } from './matchPath';
import { routeTable, type Owner } from './routeTable';

/** The area (or the shell) that owns a pathname; undefined for an unknown path. */
export function ownerOf(pathname: string): Owner | undefined {
  return routeTable.find((entry) => matchPath(entry.pattern, pathname))?.owner;
}
