import { matchAreaRoute, type AreaPage } from '../area/AreaRouter';

/**
 * What an area's AreaRouter shows at a path, for its AreaApp test: the route and the parameters its page's schema
 * gives, 'notfound' when the schema refuses them, a placeholder for a route without a page, or null for no route.
 */
export function screenOf(
  routes: readonly { name: string; pattern: string }[],
  pages: Readonly<Record<string, AreaPage>>,
  pathname: string,
) {
  const match = matchAreaRoute(routes, pathname);
  if (!match) return null;
  const page = pages[match.route.name];
  if (!page) return { name: match.route.name, placeholder: true };
  const parsed = page.params?.safeParse(match.params);
  if (parsed && !parsed.success) return 'notfound';
  return { name: match.route.name, params: parsed?.data };
}
