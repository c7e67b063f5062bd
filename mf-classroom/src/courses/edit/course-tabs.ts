/** The edit tabs of document 000 §2, in order; coursePackage is for platform admins only. */
const COURSE_TABS = [
  'general',
  'courseTexts',
  'courseMaterial',
  'technical',
  'prices',
  'notes',
  'customer',
  'prePostTests',
  'coursePackage',
  'frameworkAgreements',
  'elearningLessons',
] as const;
export type CourseTab = (typeof COURSE_TABS)[number];

const ADMIN_ONLY_TABS: readonly CourseTab[] = ['coursePackage'];

export function visibleTabs(isPlatformAdmin: boolean): CourseTab[] {
  return COURSE_TABS.filter((tab) => isPlatformAdmin || !ADMIN_ONLY_TABS.includes(tab));
}

/** The tab named in the route if the user may see it, otherwise general. */
export function tabFromRoute(tab: string | undefined, isPlatformAdmin: boolean): CourseTab {
  return visibleTabs(isPlatformAdmin).find((candidate) => candidate === tab) ?? 'general';
}
