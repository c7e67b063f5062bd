import { sql } from 'kysely';
import type { CompanyDepartment } from '@atrium/company-contract';
import type { CompanyDb } from '../db';

/** The customer's departments by name with how many people each has (document 001 §3 userCount). */
export function listDepartments(db: CompanyDb, customerId: number, id?: number): Promise<CompanyDepartment[]> {
  let query = db
    .selectFrom('department as d')
    .select([
      'd.id',
      'd.uuid',
      'd.name',
      'd.customer_id as customerId',
      sql<number>`(select count(*) from company.department_member m where m.department_id = d.id)::int`.as('userCount'),
    ])
    .where('d.customer_id', '=', customerId)
    .orderBy(sql`lower(d.name)`)
    .orderBy('d.id');
  if (id !== undefined) query = query.where('d.id', '=', id);
  return query.execute();
}
