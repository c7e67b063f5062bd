import type { AreaRoute } from '@atrium/core-contract';
import { create } from 'zustand';
import { buildPath, matchPath } from './match-path';

interface RouteRegistry {
  /** Each area's routes as its remote publishes them (the shell fills this from /remotes.json). */
  areas: Record<string, AreaRoute[]>;
  setAreaRoutes: (area: string, routes: AreaRoute[]) => void;
}

/** One registry per page: shared-ui is a singleton, so every remote reads what the shell learned. */
export const useRouteRegistry = create<RouteRegistry>((set) => ({
  areas: {},
  setAreaRoutes: (area, routes) => set((state) => ({ areas: { ...state.areas, [area]: routes } })),
}));

/** The area owning a pathname and the route it matched, or undefined. */
export function routeOfPath(pathname: string): { area: string; route: AreaRoute } | undefined {
  for (const [area, routes] of Object.entries(useRouteRegistry.getState().areas)) {
    const route = routes.find((candidate) => matchPath(candidate.pattern, pathname));
    if (route) return { area, route };
  }
  return undefined;
}

/**
 * The address of a screen by its route name, in whichever area owns it: links across areas never write a
 * path, so an area may move a screen by changing its routes.json alone.
 */
export function hrefTo(name: string, params: Record<string, string | number | undefined> = {}): string {
  for (const routes of Object.values(useRouteRegistry.getState().areas)) {
    const route = routes.find((candidate) => candidate.name === name);
    if (route) return buildPath(route.pattern, params);
  }
  throw new Error(`No area publishes the route ${name}`);
}
