import { newUserResultSchema, type NewUserBody, type NewUserResult } from '@atrium/users-contract';
import { apiFetch } from '../auth/api-fetch';
import type { CoursePlaceItem, CustomerSearchItem, DepartmentPage, UserSelectItem } from './picker-items';

const queryString = (params: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)])).toString();

export function searchUsers(q: string, limit: number, signal?: AbortSignal): Promise<UserSelectItem[]> {
  return apiFetch(`/api/users/data/users/search?${queryString({ q, limit })}`, { signal });
}

export function registerNewUser(body: NewUserBody): Promise<NewUserResult> {
  return apiFetch('/api/users/data/users/new', { method: 'POST', body }).then((answer) => newUserResultSchema.parse(answer));
}

export interface CustomerSearch {
  name: string;
  limit: number;
  hideInactive: boolean;
  hideMergedCustomers: boolean;
}

export function searchCustomers(search: CustomerSearch, signal?: AbortSignal): Promise<CustomerSearchItem[]> {
  return apiFetch(`/api/company/data/customers?${queryString({ ...search })}`, { signal });
}

export function searchDepartments(customerId: number, q: string, limit: number, signal?: AbortSignal): Promise<DepartmentPage> {
  const query = queryString(q ? { q, limit } : { limit });
  return apiFetch(`/api/company/data/customers/${customerId}/departments?${query}`, { signal });
}

// The classroom service answers every course place at once and takes no search text.
export function fetchCoursePlaces(signal?: AbortSignal): Promise<CoursePlaceItem[]> {
  return apiFetch('/api/classroom/data/courseplaces', { signal });
}
