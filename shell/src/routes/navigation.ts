import type { Role } from '@atrium/shared-ui';

export interface NavItem {
  labelKey: string;
  path: string;
  /** The user needs one of these roles in the active context to see the entry. */
  roles: readonly Role[];
}

const staff: readonly Role[] = ['atrium', 'staff'];

// Menu entries for the areas; the server enforces the same roles on the calls behind each screen.
export const navigation: readonly NavItem[] = [
  { labelKey: 'nav.clcourses', path: '/clcourses', roles: staff },
  { labelKey: 'nav.clicourses.search', path: '/clicourses/search', roles: staff },
  { labelKey: 'nav.courseplaces', path: '/course-place-list', roles: staff },
  { labelKey: 'nav.ecourses', path: '/ecourses', roles: ['atrium', 'staff', 'companyadmin'] },
  { labelKey: 'nav.hotworks', path: '/hotworks', roles: ['atrium'] },
  { labelKey: 'nav.mycompany', path: '/my-company', roles: ['companyadmin', 'atrium'] },
  { labelKey: 'nav.usersearch', path: '/atriumusersearch', roles: ['atrium'] },
  { labelKey: 'nav.usermassimport', path: '/user-mass-import', roles: ['atrium'] },
  { labelKey: 'nav.instructorlist', path: '/instructor-list', roles: staff },
  { labelKey: 'nav.authoring', path: '/elearningpackage/packages', roles: ['atrium'] },
  { labelKey: 'nav.reports', path: '/classroom-search', roles: staff },
  { labelKey: 'nav.orderticker', path: '/orderticker', roles: staff },
];

export function visibleNavigation(hasAnyRole: (roles: readonly Role[]) => boolean): NavItem[] {
  return navigation.filter((item) => hasAnyRole(item.roles));
}
