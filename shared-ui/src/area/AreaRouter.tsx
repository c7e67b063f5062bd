import { Suspense, type ReactNode } from 'react';
import type { z } from 'zod';
import { DeadEndPage } from '../components/DeadEndPage';
import { Spinner } from '../components/Spinner';
import { pathParams } from '../routing/match-path';
import { AreaPlaceholder } from './AreaPlaceholder';
import { useLocationPath } from './use-location-path';

/** One screen of an area: the schema its path parameters must pass, and what it shows for them. */
export interface AreaPage {
  params?: z.ZodType;
  render: (params: never) => ReactNode;
}

/** A screen whose `render` is typed by its parameters' schema (or gets none). */
export function areaPage<S extends z.ZodType>(params: S, render: (params: z.output<S>) => ReactNode): AreaPage;
export function areaPage(render: () => ReactNode): AreaPage;
export function areaPage(first: z.ZodType | (() => ReactNode), render?: (params: never) => ReactNode): AreaPage {
  return typeof first === 'function' ? { render: first } : { params: first, render: render as (params: never) => ReactNode };
}

interface NamedRoute {
  name: string;
  pattern: string;
}

// '/scorm/remote/session/:id' must win over '/scorm/remote/:token': the more fixed segments, the more specific.
const fixedSegments = (pattern: string) => pattern.split('/').filter((segment) => segment && !segment.startsWith(':')).length;

/** The area's route that matches the path best, with its parameters, or null. */
export function matchAreaRoute<R extends NamedRoute>(
  routes: readonly R[],
  pathname: string,
): { route: R; params: Record<string, string> } | null {
  let best: { route: R; params: Record<string, string> } | null = null;
  for (const route of routes) {
    const params = pathParams(route.pattern, pathname);
    if (params && (!best || fixedSegments(route.pattern) > fixedSegments(best.route.pattern))) best = { route, params };
  }
  return best;
}

interface AreaRouterProps {
  area: string;
  /** The remote's routes.json: the one place its screens' paths are written (decision 0027). */
  routes: readonly NamedRoute[];
  /** Route name → screen. A route without one shows the "coming soon" placeholder. */
  pages: Readonly<Record<string, AreaPage>>;
  /** The remote's build label (read in the remote's own code; see AreaPlaceholder). */
  buildLabel?: string;
}

/**
 * The area's route switch, from its routes.json: the page of the best-matching route, its parameters checked by
 * the page's schema (a path whose parameters do not pass is "not found", never a broken page), loaded lazily.
 */
export function AreaRouter({ area, routes, pages, buildLabel }: AreaRouterProps) {
  const pathname = useLocationPath();
  const match = matchAreaRoute(routes, pathname);
  const page = match ? pages[match.route.name] : undefined;
  if (!match || !page) return <AreaPlaceholder area={area} buildLabel={buildLabel} />;
  const parsed = page.params ? page.params.safeParse(match.params) : { success: true as const, data: undefined };
  if (!parsed.success) return <DeadEndPage kind="notfound" />;
  return <Suspense fallback={<Spinner />}>{page.render(parsed.data as never)}</Suspense>;
}
