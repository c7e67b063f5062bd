import {
  classroomLicenseEndpoints,
  type AddClassroomLicensesResponse,
  type ClassroomLicense,
  type ClassroomLicenseListResponse,
  type ClassroomLicenseQuery,
} from '@atrium/classroom-contract';
import { callEndpoint } from '@atrium/shared-ui';
import { licenseQuery, licenseSearch, withSearch } from './license-api';
import type { LicenseListSource } from './license-list-types';

// Classroom licenses are participants, which the classroom area owns (spec README), so its service answers.
const API = '/api/classroom';

/** The classroom-course license list's calls; its list answer carries the total and the course's instances. */
export function clcourseLicenseSource(courseId: number): LicenseListSource<ClassroomLicense, ClassroomLicenseListResponse> {
  return {
    fetchList: (filter, signal) => {
      const plain = filter.filter === 'all' && !filter.query;
      const endpoint = plain ? classroomLicenseEndpoints.list : classroomLicenseEndpoints.webList;
      // The list screen offers only this contract's filter and sort values; the service checks them again.
      const query = licenseQuery(filter, true) as ClassroomLicenseQuery;
      return callEndpoint(endpoint, { params: { id: courseId }, query }, { signal });
    },
    excelHref: (filter) => withSearch(`${API}/web/license/clcourse/excel/${courseId}`, licenseSearch(filter, true)),
    approve: (ids, date) => callEndpoint(classroomLicenseEndpoints.approve, { body: { ids, date } }),
    cancel: (ids, feeAccepted) => callEndpoint(classroomLicenseEndpoints.cancel, { body: { ids, acceptCancellationFee: feeAccepted } }),
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
  return callEndpoint(classroomLicenseEndpoints.add, { params: { id: courseId }, body });
}
