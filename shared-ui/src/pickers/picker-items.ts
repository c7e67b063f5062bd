// What the pickers hold: document 001 §3's picker items, as the owning areas' contracts answer them.
import type { CustomerSummary } from '@atrium/company-contract';

/** GET /api/users/data/users/search: id, uuid, firstname, lastname. */
export type { UserSelectItem } from '@atrium/users-contract';

/** A customer's department; a page of them with the count of every match. */
export type { Department as DepartmentItem, DepartmentPage } from '@atrium/company-contract';

/** GET /api/company/data/customers: departments only where the caller may read them, else empty. */
export type { CustomerSummary as CustomerSearchItem } from '@atrium/company-contract';

/** What the customer picker holds: a search answer, or just id and name from a caller that only has those. */
export type CustomerItem = Pick<CustomerSummary, 'id' | 'name'> & Partial<Omit<CustomerSummary, 'id' | 'name'>>;

/** GET /api/classroom/data/courseplaces: a place with its rooms; soSync says it is synchronised with the CRM. */
export type { CoursePlace as CoursePlaceItem } from '@atrium/classroom-contract';
