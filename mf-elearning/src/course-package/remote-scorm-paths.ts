import type { RemoteScormVersion } from '@atrium/elearning-contract';
import { ecoursePath } from '../ecourse-tabs/ecourse-path';

/** Document 001 §7's customers for remote scorm of one course. */
export const remoteScormCustomersPath = (ecourseId: number) => `${ecoursePath(ecourseId)}/remoteScormCustomers`;

// The wrapper zip comes from the service's web routes, which answer a file (Content-Disposition) rather than JSON.
export const remoteScormPackageHref = (ecourseId: number, customerId: number, version: RemoteScormVersion) =>
  `/api/elearning/web/data/ecourses/${ecourseId}/remoteScormCustomers/${customerId}/package/${version}`;
