import {
  addClassroomLicencesResponseSchema,
  classroomLicenceListResponseSchema,
  classroomLicenceListSchema,
  type AddClassroomLicencesResponse,
  type ClassroomLicence,
  type ClassroomLicenceListResponse,
} from '@atrium/classroom-service/contract';
import { apiFetch } from '@atrium/shared-ui';
import { licenceListPath, licenceSearch, withSearch } from './licenceApi';
import type { LicenceListSource } from './licenceListTypes';

// Classroom licences are participants, which the classroom area owns (spec README), so its service answers.
const API = '/api/classroom';

/** The classroom-course licence list's calls; its list answer carries the total and the course's instances. */
export function clcourseLicenceSource(courseId: number): LicenceListSource<ClassroomLicence, ClassroomLicenceListResponse> {
  return {
    fetchList: async (filter, signal) =>
      classroomLicenceListResponseSchema.parse(await apiFetch(licenceListPath(API, 'clcourse', courseId, filter), { signal })),
    excelHref: (filter) => withSearch(`${API}/web/license/clcourse/excel/${courseId}`, licenceSearch(filter, true)),
    approve: async (ids, date) =>
      classroomLicenceListSchema.parse(
        await apiFetch(`${API}/data/licenses/clcourses/setlicensesapproved`, { method: 'PUT', body: { ids, date } }),
      ),
    cancel: async (ids, feeAccepted) =>
      classroomLicenceListSchema.parse(
        await apiFetch(`${API}/data/licenses/clcourses/cancel`, { method: 'PUT', body: { ids, acceptCancellationFee: feeAccepted } }),
      ),
  };
}

export interface ClassroomPick {
  userId: number;
  customerId: number | null;
}

export async function addClassroomLicences(
  courseId: number,
  cliId: number,
  picks: ClassroomPick[],
  sendEmailNotification: boolean,
): Promise<AddClassroomLicencesResponse> {
  const body = { cliId, usersWithCustomer: picks, sendEmailNotification };
  return addClassroomLicencesResponseSchema.parse(await apiFetch(`${API}/data/license/clcourse/${courseId}`, { method: 'POST', body }));
}
