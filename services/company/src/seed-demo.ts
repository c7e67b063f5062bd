import { sql, type Insertable, type Kysely } from 'kysely';
import { companyDb, type CompanyTables } from './db';

// The users area's demo contexts refer to these ids and names.
const DEMO_CUSTOMERS: Insertable<CompanyTables['customer']>[] = [
  { id: 1, name: 'Atrium Kurs AS', org_number: '912345678', site: 'NO' },
  { id: 2, name: 'Nordsjø Energi AS', org_number: '987654321', site: 'NO' },
  { id: 3, name: 'Svensk Bygg AB', org_number: '556123-4567', site: 'SE' },
];

const DEMO_DEPARTMENTS = [
  { customer_id: 2, name: 'Boring' },
  { customer_id: 2, name: 'Drift' },
  { customer_id: 2, name: 'HMS' },
];

export async function seedCompanyDemo(db: Kysely<any>): Promise<void> {
  await companyDb(db).insertInto('customer').values(DEMO_CUSTOMERS).execute();
  // Explicit ids leave the sequence behind; move it past them so new customers do not collide.
  await sql`select setval(pg_get_serial_sequence('company.customer', 'id'), (select max(id) from company.customer))`.execute(db);
  await companyDb(db).insertInto('department').values(DEMO_DEPARTMENTS).execute();
}
