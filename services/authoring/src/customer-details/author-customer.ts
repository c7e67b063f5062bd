import { authoringLocaleSchema, type AuthoringLocale } from '@atrium/authoring-contract';
import { SITE_STORES } from '@atrium/core-contract';
import { COURSE_ADMINS, HttpError, hasAnyRole, type Principal } from '@atrium/service-core';

/**
 * The customer whose packages, lessons and tasks the caller writes (decision 0190): the active context's, for
 * course staff of that customer. Every authoring read and write is limited to it.
 */
export function authorCustomerOf(principal: Principal): number {
  if (!hasAnyRole(principal, COURSE_ADMINS) || principal.activeCustomerId === null)
    throw new HttpError(404, 'No authoring for this customer');
  return principal.activeCustomerId;
}

/** The default locale of the author's learning site (en_US where the site's is not an authoring locale). */
export const authorLocaleOf = (principal: Principal): AuthoringLocale =>
  authoringLocaleSchema.catch('en_US').parse(SITE_STORES[principal.site].locale);
