import { useRouteRegistry, type Role } from '@atrium/shared-ui';

export interface NavItem {
  labelKey: string;
  path: string;
}

/**
 * The menu: every published route with a menu entry, in its order, that the active context's roles may see.
 * The server enforces the same roles on the calls behind each screen.
 */
export function visibleNavigation(hasAnyRole: (roles: readonly Role[]) => boolean): NavItem[] {
  return Object.values(useRouteRegistry.getState().areas)
    .flat()
    .filter((route) => route.menu && (!route.roles || hasAnyRole(route.roles)))
    .sort((a, b) => a.menu!.order - b.menu!.order)
    .map((route) => ({ labelKey: route.menu!.labelKey, path: route.pattern }));
}
