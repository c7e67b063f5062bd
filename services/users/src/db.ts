import type { DB } from './db-schema';
import type { JsonDocument, SchemaMatched, SchemaMismatches } from '@atrium/service-core';
import type { LearningSite, Role } from '@atrium/service-core';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { LockableUserField, Locale, RegistrationReport } from '@atrium/users-contract';
import type { CrmCustomerTable, CrmPairingTable } from './crm-customer-sync/crm-tables';
import type {
  ContractorPortalCourseTable,
  ContractorPortalTable,
  ContractorRegistrationTable,
  ContractorTable,
} from './contractor-portal/contractor-tables';
import type { MassImportStatus } from './user-mass-import/mass-import-request';

interface UserTable {
  id: Generated<number>;
  uuid: Generated<string>;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  password_hash: string;
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  /** Bumped by a trigger whenever the person's contexts change (migration 0006). */
  session_version: ColumnType<number, never, never>;
  /** Set when a platform admin deletes the person from the user search (migration 0010); null while they exist. */
  deleted_at: ColumnType<Date | null, never, Date | null>;
  /** 'YYYY-MM-DD' (date columns are read as text; migration 0113). */
  birthdate: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, never, never>;
}

interface UserContextTable {
  id: Generated<number>;
  user_id: number;
  customer_id: number;
  customer_name: string;
  roles: Role[];
  site: ColumnType<LearningSite, LearningSite | undefined, LearningSite>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  // Document 002 §3 "User context" (migration 0011).
  work_email: ColumnType<string | null, string | null | undefined, string | null>;
  work_phone: ColumnType<string | null, string | null | undefined, string | null>;
  employee_number: ColumnType<string | null, string | null | undefined, string | null>;
  title: ColumnType<string | null, string | null | undefined, string | null>;
  customer_department: ColumnType<string | null, string | null | undefined, string | null>;
  external_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set by an integration that owns the context: its fields are then read-only here. */
  api_lockdown: ColumnType<boolean, boolean | undefined, boolean>;
  /** The context at the person's own customer (decision 0241), at most one per person. */
  private: ColumnType<boolean, boolean | undefined, boolean>;
}

interface UserAuditTable {
  // bigserial: int8, which our pg type parser reads as a number.
  id: Generated<number>;
  user_id: number;
  /** Who made the change; null for the system. */
  actor_id: number | null;
  action: string;
  detail: ColumnType<{ [key: string]: JsonDocument | null }, string, never>;
  at: ColumnType<Date, never, never>;
}

interface LoginSessionTable {
  id: Generated<string>;
  user_id: number;
  session_version: ColumnType<number, number | undefined, never>;
  created_at: ColumnType<Date, never, never>;
  revoked_at: ColumnType<Date | null, never, Date>;
}

interface LoginLogTable {
  id: Generated<number>;
  user_id: number;
  success: boolean;
  browser: string | null;
  at: ColumnType<Date, never, never>;
}

interface PasswordResetLinkTable {
  token_hash: string;
  user_id: number;
  purpose: 'reset' | 'welcome';
  created_at: ColumnType<Date, never, never>;
  expires_at: Date;
  used_at: ColumnType<Date | null, never, Date>;
}

/** What moved, per area, as a merge counted it (the contract's mergeAreaSchema). */
export type MergeAreas = { area: string; rows: { kind: string; count: number }[] }[];

interface UserMergeTable {
  // bigserial: int8, which our pg type parser reads as a number.
  id: Generated<number>;
  kept_id: number;
  removed_id: number;
  merged_by: number | null;
  merged_at: ColumnType<Date, never, never>;
  undo_until: ColumnType<Date, Date | string, never>;
  undone_at: ColumnType<Date | null, never, Date | string>;
  undone_by: ColumnType<number | null, never, number>;
  moved: ColumnType<MergeAreas, string | undefined, string>;
}

interface UserMergeRowTable {
  merge_id: number;
  kind: 'context.moved' | 'context.joined' | 'login' | 'consent' | 'note' | 'card' | 'instructor';
  row_id: number;
  detail: ColumnType<{ [key: string]: JsonDocument | null }, string | undefined, never>;
}

interface UserConsentTable {
  id: Generated<number>;
  user_id: number;
  consent_type: string;
  given: boolean;
  given_at: ColumnType<Date, never, Date | string>;
  updated_at: ColumnType<Date, never, Date | string>;
  updated_by: number | null;
}

interface UserNoteTable {
  id: Generated<number>;
  user_id: number;
  text: string;
  author_id: number | null;
  created_at: ColumnType<Date, never, never>;
}

interface SecurityCardTable {
  id: Generated<number>;
  user_id: number;
  card_type: string;
  card_number: string;
  /** 'YYYY-MM-DD' (date columns are read as text). */
  issued_on: string | null;
  expires_on: string | null;
  created_at: ColumnType<Date, never, never>;
  created_by: number | null;
}

/** An instructor's photo or signature (migration 0110): the bytes are in the file store under file_key. */
interface InstructorFileTable {
  id: Generated<number>;
  user_id: number;
  kind: 'photo' | 'signature';
  file_key: string;
  content_type: 'image/jpeg' | 'image/png' | 'image/webp';
  size_bytes: number;
  uploaded_by: number | null;
  uploaded_at: ColumnType<Date, never, Date | string>;
}

/** The user fields a customer locks (migration 0111). */
interface CustomerDisabledFieldsTable {
  customer_id: number;
  fields: LockableUserField[];
  updated_at: ColumnType<Date, never, Date | string>;
  updated_by: number | null;
}

/** A user mass import (migration 0113, decision 0216): what was asked, its progress and what it made. */
interface MassImportTable {
  id: Generated<number>;
  customer_id: number;
  created_by: number;
  submit_key: string;
  status: ColumnType<MassImportStatus, MassImportStatus | undefined, MassImportStatus>;
  /** A MassImportRequest (mass-import-request.ts), read back by the job. */
  request: ColumnType<{ [key: string]: JsonDocument | null }, string, never>;
  total: number;
  done: ColumnType<number, never, number>;
  report: ColumnType<RegistrationReport | null, never, string>;
  error: ColumnType<string | null, never, string | null>;
  created_at: ColumnType<Date, never, never>;
  finished_at: ColumnType<Date | null, never, Date | string>;
  undone_at: ColumnType<Date | null, never, Date | string>;
  undone_by: ColumnType<number | null, never, number>;
}

interface MassImportPersonTable {
  import_id: number;
  row_index: number;
  user_id: number;
  created: boolean;
  context_created: boolean;
}

interface MassImportGrantTable {
  import_id: number;
  kind: 'license' | 'participant';
  course_id: number;
  grant_id: number;
  user_id: number;
}

interface MassImportDepartmentTable {
  import_id: number;
  department_id: number;
  user_id: number;
  department_created: boolean;
}

interface UsersTables {
  users: UserTable;
  user_context: UserContextTable;
  login_session: LoginSessionTable;
  login_log: LoginLogTable;
  password_reset_link: PasswordResetLinkTable;
  user_audit: UserAuditTable;
  user_merge: UserMergeTable;
  user_merge_row: UserMergeRowTable;
  user_consent: UserConsentTable;
  user_note: UserNoteTable;
  security_card: SecurityCardTable;
  instructor_file: InstructorFileTable;
  customer_disabled_fields: CustomerDisabledFieldsTable;
  crm_customer: CrmCustomerTable;
  crm_pairing: CrmPairingTable;
  contractor_portal: ContractorPortalTable;
  contractor_portal_course: ContractorPortalCourseTable;
  contractor: ContractorTable;
  contractor_registration: ContractorRegistrationTable;
  mass_import: MassImportTable;
  mass_import_person: MassImportPersonTable;
  mass_import_grant: MassImportGrantTable;
  mass_import_department: MassImportDepartmentTable;
}

export type UsersDb = Kysely<UsersTables>;

/** The area's tables live in the `users` schema; callers hand us the shared handle. */
export function usersDb(db: Kysely<any>): UsersDb {
  return (db as Kysely<UsersTables>).withSchema('users');
}

// The tables above refine the ones generated from the migrated schema; this fails to compile when they drift apart.
/** @public Exported only so the compile-time check is kept. */
export type UsersSchemaChecked = SchemaMatched<SchemaMismatches<UsersTables, DB>>;
