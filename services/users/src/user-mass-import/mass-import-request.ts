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
  /** Whether the person asking works across customers; a company admin's import keeps to the customer's people. */
  crossTenant: boolean;
}
