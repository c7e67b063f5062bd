import type { DB } from './db-schema';
import type { SchemaMatched, SchemaMismatches } from '@atrium/service-core';
import type { LearningSite } from '@atrium/service-core';
import type { ColumnType, Generated, Kysely } from 'kysely';

interface CustomerTable {
  id: Generated<number>;
  uuid: Generated<string>;
  name: string;
  org_number: string | null;
  site: ColumnType<LearningSite, LearningSite | undefined, LearningSite>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  merged_into_id: number | null;
  external_accounting_id: string | null;
  /** A private customer's person and address (decision 0241); written only by published.company_create_private_customer. */
  private_user_id: ColumnType<number | null, never, never>;
  street: ColumnType<string | null, never, never>;
  postal_code: ColumnType<string | null, never, never>;
  city: ColumnType<string | null, never, never>;
  country_id: ColumnType<number | null, never, never>;
}

interface DepartmentTable {
  id: Generated<number>;
  uuid: Generated<string>;
  customer_id: number;
  name: string;
}

interface DepartmentMemberTable {
  department_id: number;
  user_id: number;
}

interface ExternalProductIdTable {
  customer_id: number;
  product_type: 'ELEARNING' | 'CLASSROOM';
  product_id: number;
  external_id: string | null;
  competence_id: string | null;
}

interface DocumentTable {
  id: Generated<number>;
  uuid: Generated<string>;
  customer_id: number;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  locale: 'nb_NO' | 'sv_SE' | 'en_US' | null;
  filename: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  last_modified: ColumnType<Date, Date | undefined, Date>;
}

export interface CompanyTables {
  customer: CustomerTable;
  department: DepartmentTable;
  department_member: DepartmentMemberTable;
  external_product_id: ExternalProductIdTable;
  document: DocumentTable;
  // Written and read with raw SQL (license-reports); typed as generated, with nothing to refine.
  diploma: DB['diploma'];
  license_reminder: DB['license_reminder'];
  // What a merge moved, so its undo puts back exactly those rows (migration 0117, decision 0134); written by SQL functions.
  person_move: DB['person_move'];
}

export type CompanyDb = Kysely<CompanyTables>;

/** The area's tables live in the `company` schema; callers hand us the shared handle. */
export function companyDb(db: Kysely<any>): CompanyDb {
  return (db as Kysely<CompanyTables>).withSchema('company');
}

// The tables above refine the ones generated from the migrated schema; this fails to compile when they drift apart.
/** @public Exported only so the compile-time check is kept. */
export type CompanySchemaChecked = SchemaMatched<SchemaMismatches<CompanyTables, DB>>;
