import {
  ecourseLicenseListResponseSchema,
  ecourseLicenseListSchema,
  licenseTotalResponseSchema,
  type EcourseLicense,
  type EcourseLicenseListResponse,
} from '@atrium/elearning-contract';
import { apiFetch } from '@atrium/shared-ui';
import type { LicenseListFilter, LicenseListSource } from './license-list-types';

const API = '/api/elearning';

/** The query string of a license list, its total and its Excel file: only what differs from the defaults. */
export function licenseSearch(filter: LicenseListFilter, withSort: boolean): string {
  const params = new URLSearchParams();
  if (filter.filter !== 'all') params.set('filter', filter.filter);
  if (filter.query) params.set('query', filter.query);
  if (withSort && filter.sort !== 'name') params.set('sort', filter.sort);
  if (withSort && filter.order !== 'asc') params.set('order', filter.order);
  return params.toString();
}

export const withSearch = (path: string, search: string) => (search ? `${path}?${search}` : path);

/** Document 001 §7 names both: the unfiltered list is license/…/{id}, a filtered or searched one /web/license/…/{id}?query. */
export function licenseListPath(api: string, kind: 'ecourse' | 'clcourse', courseId: number, filter: LicenseListFilter): string {
  const plain = filter.filter === 'all' && !filter.query;
  return withSearch(`${api}${plain ? '' : '/web'}/license/${kind}/${courseId}`, licenseSearch(filter, true));
}

async function fetchLicenses(courseId: number, filter: LicenseListFilter, signal: AbortSignal): Promise<EcourseLicenseListResponse> {
  return ecourseLicenseListResponseSchema.parse(await apiFetch(licenseListPath(API, 'ecourse', courseId, filter), { signal }));
}

async function fetchLicenseTotal(courseId: number, filter: LicenseListFilter, signal: AbortSignal): Promise<number> {
  const data = await apiFetch(withSearch(`${API}/license/ecourse/total/${courseId}`, licenseSearch(filter, false)), { signal });
  return licenseTotalResponseSchema.parse(data).total;
}

/** The e-course license list's calls; its list answer carries no total, so the total call goes alongside. */
export function ecourseLicenseSource(courseId: number): LicenseListSource<EcourseLicense, EcourseLicenseListResponse & { total: number }> {
  return {
    fetchList: async (filter, signal) => {
      const [list, total] = await Promise.all([fetchLicenses(courseId, filter, signal), fetchLicenseTotal(courseId, filter, signal)]);
      return { ...list, total };
    },
    excelHref: (filter) => withSearch(`${API}/web/license/ecourse/excel/${courseId}`, licenseSearch(filter, true)),
    approve: async (ids, date) =>
      ecourseLicenseListSchema.parse(
        await apiFetch(`${API}/data/licenses/ecourses/setlicensesapproved`, { method: 'PUT', body: { ids, date } }),
      ),
    cancel: async (ids) =>
      ecourseLicenseListSchema.parse(await apiFetch(`${API}/data/licenses/ecourses/cancel`, { method: 'PUT', body: { ids } })),
  };
}
