import { areaRoutesSchema, buildPath } from '@atrium/shared-ui';
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
