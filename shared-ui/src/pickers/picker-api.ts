import { coursePlacePickerEndpoints } from '@atrium/classroom-contract';
import { customerPickerEndpoints } from '@atrium/company-contract';
import { userPickerEndpoints, type NewUserBody, type NewUserResult } from '@atrium/users-contract';
import { callEndpoint } from '../auth/call-endpoint';
import type { CoursePlaceItem, CustomerSearchItem, DepartmentPage, UserSelectItem } from './picker-items';

// The owning areas' picker calls, from their contracts (each a module of its own there, so the pickers carry no
// other schema of those areas).

export function searchUsers(q: string, limit: number, signal?: AbortSignal): Promise<UserSelectItem[]> {
  return callEndpoint(userPickerEndpoints.search, { query: { q, limit } }, { signal });
}

export function registerNewUser(body: NewUserBody): Promise<NewUserResult> {
  return callEndpoint(userPickerEndpoints.register, { body });
}

export interface CustomerSearch {
  name: string;
  limit: number;
  hideInactive: boolean;
  hideMergedCustomers: boolean;
}

export function searchCustomers(search: CustomerSearch, signal?: AbortSignal): Promise<CustomerSearchItem[]> {
  return callEndpoint(customerPickerEndpoints.search, { query: search }, { signal });
}

export function searchDepartments(customerId: number, q: string, limit: number, signal?: AbortSignal): Promise<DepartmentPage> {
  return callEndpoint(customerPickerEndpoints.departments, { params: { customerId }, query: { q: q || undefined, limit } }, { signal });
}

// The classroom service answers every course place at once and takes no search text.
export function fetchCoursePlaces(signal?: AbortSignal): Promise<CoursePlaceItem[]> {
  return callEndpoint(coursePlacePickerEndpoints.list, {}, { signal });
}
