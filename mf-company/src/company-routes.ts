import { areaRoutesSchema, buildPath, pathParams } from '@atrium/shared-ui';
import routesJson from './routes.json';

/** The area's own routes: links inside the area are built from them, so they work standalone too. */
const ROUTES = areaRoutesSchema.parse(routesJson);

function patternOf(name: string): string {
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`mf-company declares no route ${name}`);
  return route.pattern;
}

export function companyHref(name: string, params: Record<string, string | number | undefined> = {}): string {
  return buildPath(patternOf(name), params);
}

/** The route of this area a pathname opens, with its parameters, or null. */
export function companyRouteOf(pathname: string): { name: string; params: Record<string, string> } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  for (const route of ROUTES) {
    const params = pathParams(route.pattern, path);
    if (params) return { name: route.name, params };
  }
  return null;
}
