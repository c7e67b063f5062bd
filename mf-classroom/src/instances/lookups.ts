import { customerPickerEndpoints } from '@atrium/company-contract';
import { callEndpoint } from '@atrium/shared-ui';
import { userPickerEndpoints, type Instructor } from '@atrium/users-contract';

// Instructors and customers belong to the users and company areas; this area stores their ids only.
export interface CustomerName {
  id: number;
  name: string;
}

export const fetchInstructors = () => callEndpoint(userPickerEndpoints.instructors, {});

export function searchCustomers(name: string, limit = 20): Promise<CustomerName[]> {
  return callEndpoint(customerPickerEndpoints.search, { query: { name, limit, hideInactive: true, hideMergedCustomers: true } });
}

export const instructorName = (i: Instructor) => `${i.firstName} ${i.lastName}`;
