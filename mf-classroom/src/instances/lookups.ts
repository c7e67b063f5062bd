import { apiFetch } from '@atrium/shared-ui';

// Instructors and customers belong to the users and company areas; this area stores their ids only.
export interface InstructorName {
  id: number;
  firstName: string;
  lastName: string;
}
export interface CustomerName {
  id: number;
  name: string;
}

export const fetchInstructors = () => apiFetch<InstructorName[]>('/api/users/instructors');

export function searchCustomers(name: string, limit = 20): Promise<CustomerName[]> {
  const query = new URLSearchParams({ name, limit: String(limit), hideInactive: 'true', hideMergedCustomers: 'true' });
  return apiFetch<CustomerName[]>(`/api/company/data/customers?${query}`);
}

export const instructorName = (i: InstructorName) => `${i.firstName} ${i.lastName}`;
