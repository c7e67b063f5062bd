// What the pickers hold; the same fields as the services' contracts, which shared-ui does not import.

/** GET /api/users/data/users/search */
export interface UserSelectItem {
  id: number;
  uuid: string;
  firstName: string;
  lastName: string;
}

/** GET /api/company/data/customers; a caller that only has id and name can pass those. */
export interface CustomerItem {
  id: number;
  name: string;
}

/** GET /api/company/data/customers/{customerId}/departments */
export interface DepartmentItem {
  id: number;
  name: string;
}

export interface DepartmentPage {
  total: number;
  departments: DepartmentItem[];
}

/** GET /api/classroom/data/courseplaces */
export interface CoursePlaceItem {
  id: number;
  name: string;
  abbreviation?: string | null;
  city?: string | null;
}
