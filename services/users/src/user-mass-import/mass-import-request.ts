import type { ExcelLocale } from '@atrium/service-core/excel';
import type { CheckedMassImportRow, MASS_IMPORT_STATUSES } from '@atrium/users-contract';

export type MassImportStatus = (typeof MASS_IMPORT_STATUSES)[number];

/** What a registration was asked to do, as the background job reads it back from users.mass_import.request. */
export interface MassImportRequest {
  customerId: number;
  users: CheckedMassImportRow[];
  eCourses: number[];
  cliCourses: number[];
  sms: boolean;
  email: boolean;
  /** The address people open Atrium at, for the links in the e-mails (the job has no request to ask). */
  origin: string;
  /** The language of the page that asked: the report names the courses in it. */
  locale: ExcelLocale;
  /** Whether the person asking works across customers; a company admin's import keeps to the customer's people. */
  crossTenant: boolean;
}
