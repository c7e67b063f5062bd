import { PACKAGE_PAGE_SIZE, PACKAGE_TYPES, type PackageType } from '@atrium/elearning-contract';

/** Document 001 §4: a next page exists when this one came back full, a previous one above page 0. */
export const hasNextPage = (rowsOnPage: number) => rowsOnPage >= PACKAGE_PAGE_SIZE;
export const hasPreviousPage = (page: number) => page > 0;

/** The package the course plays, as its scorm details describe it. */
export interface CurrentPackage {
  type: PackageType;
  packageId: number;
}

/** Document 001 §4: only a cmi5, scorm12 or scorm2004 package of a course without an epkg can be updated. */
export const canUpdatePackage = (current: CurrentPackage | null, hasEpkg: boolean): current is CurrentPackage =>
  current !== null && !hasEpkg && (PACKAGE_TYPES as readonly string[]).includes(current.type);
