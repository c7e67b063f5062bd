import { licenseEndpoints, type EcourseLicense, type EcourseLicenseListResponse, type LicenseListQuery } from '@atrium/elearning-contract';
import { callEndpoint } from '@atrium/shared-ui';
import type { LicenseListFilter, LicenseListSource } from './license-list-types';

const API = '/api/elearning';

/** The query of a license list, its total and its Excel file: only what differs from the defaults. */
export function licenseQuery(filter: LicenseListFilter, withSort: boolean) {
  return {
    filter: filter.filter === 'all' ? undefined : filter.filter,
    query: filter.query || undefined,
    sort: withSort && filter.sort !== 'name' ? filter.sort : undefined,
    order: withSort && filter.order !== 'asc' ? filter.order : undefined,
  };
}

/** The same as a query string, for the addresses a link opens (the Excel files). */
export function licenseSearch(filter: LicenseListFilter, withSort: boolean): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(licenseQuery(filter, withSort))) if (value) params.set(name, value);
  return params.toString();
}

export const withSearch = (path: string, search: string) => (search ? `${path}?${search}` : path);

// The shared list screen keeps its filter as text (the classroom list takes other values); the e-course
// list offers only its contract's values, and the service checks them with the same schema.
const ecourseQuery = (filter: LicenseListFilter, withSort: boolean) => licenseQuery(filter, withSort) as LicenseListQuery;

async function fetchLicenses(courseId: number, filter: LicenseListFilter, signal: AbortSignal): Promise<EcourseLicenseListResponse> {
  const plain = filter.filter === 'all' && !filter.query;
  const endpoint = plain ? licenseEndpoints.list : licenseEndpoints.webList;
  return callEndpoint(endpoint, { params: { id: courseId }, query: ecourseQuery(filter, true) }, { signal });
}

async function fetchLicenseTotal(courseId: number, filter: LicenseListFilter, signal: AbortSignal): Promise<number> {
  const { total } = await callEndpoint(
    licenseEndpoints.total,
    { params: { id: courseId }, query: ecourseQuery(filter, false) },
    { signal },
  );
  return total;
}

/** The e-course license list's calls; its list answer carries no total, so the total call goes alongside. */
export function ecourseLicenseSource(courseId: number): LicenseListSource<EcourseLicense, EcourseLicenseListResponse & { total: number }> {
  return {
    fetchList: async (filter, signal) => {
      const [list, total] = await Promise.all([fetchLicenses(courseId, filter, signal), fetchLicenseTotal(courseId, filter, signal)]);
      return { ...list, total };
    },
    excelHref: (filter) => withSearch(`${API}/web/license/ecourse/excel/${courseId}`, licenseSearch(filter, true)),
    approve: (ids, date) => callEndpoint(licenseEndpoints.approve, { body: { ids, date } }),
    cancel: (ids, feeAccepted) => callEndpoint(licenseEndpoints.cancel, { body: { ids, acceptCancellationFee: feeAccepted } }),
  };
}
