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
}

interface DepartmentTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
}

export interface CompanyTables {
  customer: CustomerTable;
  department: DepartmentTable;
}

export type CompanyDb = Kysely<CompanyTables>;

/** The area's tables live in the `company` schema; callers hand us the shared handle. */
export function companyDb(db: Kysely<any>): CompanyDb {
  return (db as Kysely<CompanyTables>).withSchema('company');
}

// The tables above refine the ones generated from the migrated schema; this fails to compile when they drift apart.
export type CompanySchemaChecked = SchemaMatched<SchemaMismatches<CompanyTables, DB>>;
