import {
  ecourseLicenceListResponseSchema,
  ecourseLicenceListSchema,
  licenceTotalResponseSchema,
  type EcourseLicence,
  type EcourseLicenceListResponse,
  type LicenceListFilter,
} from '@atrium/elearning-service/contract';
import { apiFetch } from '@atrium/shared-ui';

const API = '/api/elearning';

/** The query string of the list, its total and its Excel file: only what differs from the defaults. */
export function licenceSearch(filter: LicenceListFilter, withSort: boolean): string {
  const params = new URLSearchParams();
  if (filter.filter !== 'all') params.set('filter', filter.filter);
  if (filter.query) params.set('query', filter.query);
  if (withSort && filter.sort !== 'name') params.set('sort', filter.sort);
  if (withSort && filter.order !== 'asc') params.set('order', filter.order);
  return params.toString();
}

const withSearch = (path: string, search: string) => (search ? `${path}?${search}` : path);

/** The unfiltered list comes from license/ecourse/{id}; a filtered or searched one from /web/license/ecourse/{id}?query. */
export async function fetchLicences(courseId: number, filter: LicenceListFilter, signal: AbortSignal): Promise<EcourseLicenceListResponse> {
  const search = licenceSearch(filter, true);
  const plain = filter.filter === 'all' && !filter.query;
  const path = plain ? `${API}/license/ecourse/${courseId}` : `${API}/web/license/ecourse/${courseId}`;
  return ecourseLicenceListResponseSchema.parse(await apiFetch(withSearch(path, search), { signal }));
}

export async function fetchLicenceTotal(courseId: number, filter: LicenceListFilter, signal: AbortSignal): Promise<number> {
  const data = await apiFetch(withSearch(`${API}/license/ecourse/total/${courseId}`, licenceSearch(filter, false)), { signal });
  return licenceTotalResponseSchema.parse(data).total;
}

export function licenceExcelHref(courseId: number, filter: LicenceListFilter): string {
  return withSearch(`${API}/web/license/ecourse/excel/${courseId}`, licenceSearch(filter, true));
}

export async function approveLicences(ids: number[], date: string): Promise<EcourseLicence[]> {
  return ecourseLicenceListSchema.parse(await apiFetch(`${API}/data/licenses/ecourses/setlicensesapproved`, { method: 'PUT', body: { ids, date } }));
}

export async function cancelLicences(ids: number[]): Promise<EcourseLicence[]> {
  return ecourseLicenceListSchema.parse(await apiFetch(`${API}/data/licenses/ecourses/cancel`, { method: 'PUT', body: { ids } }));
}
