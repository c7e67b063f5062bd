import {
  addClassroomLicensesResponseSchema,
  classroomLicenseListResponseSchema,
  classroomLicenseListSchema,
  type AddClassroomLicensesResponse,
  type ClassroomLicense,
  type ClassroomLicenseListResponse,
} from '@atrium/classroom-contract';
import { apiFetch } from '@atrium/shared-ui';
import { licenseListPath, licenseSearch, withSearch } from './license-api';
import type { LicenseListSource } from './license-list-types';

// Classroom licenses are participants, which the classroom area owns (spec README), so its service answers.
const API = '/api/classroom';

/** The classroom-course license list's calls; its list answer carries the total and the course's instances. */
export function clcourseLicenseSource(courseId: number): LicenseListSource<ClassroomLicense, ClassroomLicenseListResponse> {
  return {
    fetchList: async (filter, signal) =>
      classroomLicenseListResponseSchema.parse(await apiFetch(licenseListPath(API, 'clcourse', courseId, filter), { signal })),
    excelHref: (filter) => withSearch(`${API}/web/license/clcourse/excel/${courseId}`, licenseSearch(filter, true)),
    approve: async (ids, date) =>
      classroomLicenseListSchema.parse(
        await apiFetch(`${API}/data/licenses/clcourses/setlicensesapproved`, { method: 'PUT', body: { ids, date } }),
      ),
    cancel: async (ids, feeAccepted) =>
      classroomLicenseListSchema.parse(
        await apiFetch(`${API}/data/licenses/clcourses/cancel`, { method: 'PUT', body: { ids, acceptCancellationFee: feeAccepted } }),
      ),
  };
}

export interface ClassroomPick {
  userId: number;
  customerId: number | null;
}

export async function addClassroomLicenses(
  courseId: number,
  cliId: number,
  picks: ClassroomPick[],
  sendEmailNotification: boolean,
): Promise<AddClassroomLicensesResponse> {
  const body = { cliId, usersWithCustomer: picks, sendEmailNotification };
  return addClassroomLicensesResponseSchema.parse(await apiFetch(`${API}/data/license/clcourse/${courseId}`, { method: 'POST', body }));
}
