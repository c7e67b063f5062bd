import { RequestValidationError } from '@atrium/service-core';
import { sql } from 'kysely';
import { USER_DEPARTMENT_UNKNOWN, type UserDepartment } from '@atrium/company-contract';
import type { CompanyDb } from '../db';

/** Every department of the customer, by name, marked where the person is a member. */
export async function userDepartments(db: CompanyDb, customerId: number, userId: number): Promise<UserDepartment[]> {
  return db
    .selectFrom('department as d')
    .select([
      'd.id',
      'd.name',
      sql<boolean>`exists (select 1 from company.department_member m where m.department_id = d.id and m.user_id = ${userId})`.as('member'),
    ])
    .where('d.customer_id', '=', customerId)
    .orderBy(sql`lower(d.name)`)
    .orderBy('d.id')
    .execute();
}

/**
 * Makes the person a member of exactly these departments of the customer, in one transaction; their memberships
 * in other customers' departments are not touched. An id that is not the customer's refuses the whole call.
 */
export async function setUserDepartments(db: CompanyDb, customerId: number, userId: number, departmentIds: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (departmentIds.length > 0) {
      const own = await trx
        .selectFrom('department')
        .select('id')
        .where('customer_id', '=', customerId)
        .where('id', 'in', departmentIds)
        .execute();
      if (own.length !== departmentIds.length) throw RequestValidationError.forField('body', ['departmentIds'], USER_DEPARTMENT_UNKNOWN);
    }
    await trx
      .deleteFrom('department_member')
      .where('user_id', '=', userId)
      .where('department_id', 'in', (eb) => eb.selectFrom('department').select('id').where('customer_id', '=', customerId))
      .$if(departmentIds.length > 0, (query) => query.where('department_id', 'not in', departmentIds))
      .execute();
    if (departmentIds.length > 0) {
      await trx
        .insertInto('department_member')
        .values(departmentIds.map((id) => ({ department_id: id, user_id: userId })))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  });
}
