import {
  ecourseLicenceListResponseSchema,
  ecourseLicenceListSchema,
  licenceTotalResponseSchema,
  type EcourseLicence,
  type EcourseLicenceListResponse,
} from '@atrium/elearning-service/contract';
import { apiFetch } from '@atrium/shared-ui';
import type { LicenceListFilter, LicenceListSource } from './licenceListTypes';

const API = '/api/elearning';

/** The query string of a licence list, its total and its Excel file: only what differs from the defaults. */
export function licenceSearch(filter: LicenceListFilter, withSort: boolean): string {
  const params = new URLSearchParams();
  if (filter.filter !== 'all') params.set('filter', filter.filter);
  if (filter.query) params.set('query', filter.query);
  if (withSort && filter.sort !== 'name') params.set('sort', filter.sort);
  if (withSort && filter.order !== 'asc') params.set('order', filter.order);
  return params.toString();
}

export const withSearch = (path: string, search: string) => (search ? `${path}?${search}` : path);

/** Document 001 §7 names both: the unfiltered list is license/…/{id}, a filtered or searched one /web/license/…/{id}?query. */
export function licenceListPath(api: string, kind: 'ecourse' | 'clcourse', courseId: number, filter: LicenceListFilter): string {
  const plain = filter.filter === 'all' && !filter.query;
  return withSearch(`${api}${plain ? '' : '/web'}/license/${kind}/${courseId}`, licenceSearch(filter, true));
}

async function fetchLicences(courseId: number, filter: LicenceListFilter, signal: AbortSignal): Promise<EcourseLicenceListResponse> {
  return ecourseLicenceListResponseSchema.parse(await apiFetch(licenceListPath(API, 'ecourse', courseId, filter), { signal }));
}

async function fetchLicenceTotal(courseId: number, filter: LicenceListFilter, signal: AbortSignal): Promise<number> {
  const data = await apiFetch(withSearch(`${API}/license/ecourse/total/${courseId}`, licenceSearch(filter, false)), { signal });
  return licenceTotalResponseSchema.parse(data).total;
}

/** The e-course licence list's calls; its list answer carries no total, so the total call goes alongside. */
export function ecourseLicenceSource(courseId: number): LicenceListSource<EcourseLicence, EcourseLicenceListResponse & { total: number }> {
  return {
    fetchList: async (filter, signal) => {
      const [list, total] = await Promise.all([fetchLicences(courseId, filter, signal), fetchLicenceTotal(courseId, filter, signal)]);
      return { ...list, total };
    },
    excelHref: (filter) => withSearch(`${API}/web/license/ecourse/excel/${courseId}`, licenceSearch(filter, true)),
    approve: async (ids, date) =>
      ecourseLicenceListSchema.parse(
        await apiFetch(`${API}/data/licenses/ecourses/setlicensesapproved`, { method: 'PUT', body: { ids, date } }),
      ),
    cancel: async (ids) =>
      ecourseLicenceListSchema.parse(await apiFetch(`${API}/data/licenses/ecourses/cancel`, { method: 'PUT', body: { ids } })),
  };
}
