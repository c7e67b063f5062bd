import { matchPath } from './match-path';
import { routeTable, type Owner } from './route-table';

/** The area (or the shell) that owns a pathname; undefined for an unknown path. */
export function ownerOf(pathname: string): Owner | undefined {
  return routeTable.find((entry) => matchPath(entry.pattern, pathname))?.owner;
}
