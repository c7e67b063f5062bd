import { pathParams } from '@atrium/shared-ui';
import { USER_ADMIN_TABS, type UserAdminTab } from '@atrium/users-contract';

const PATTERN = '/atriumusersearch/users/:userId/:tab?';

/** /atriumusersearch/users/{userId}/{tab?}: the person and the tab (profile when missing); null for another path or an unknown tab. */
export function userAdministrationRoute(pathname: string): { userId: number; tab: UserAdminTab } | null {
  const params = pathParams(PATTERN, pathname);
  const userId = Number(params?.userId);
  if (!params || !Number.isInteger(userId) || userId <= 0) return null;
  const tab = (params.tab ?? 'profile') as UserAdminTab;
  return USER_ADMIN_TABS.includes(tab) ? { userId, tab } : null;
}
