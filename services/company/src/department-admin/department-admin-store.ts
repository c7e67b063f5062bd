import { HttpError, RequestValidationError } from '@atrium/service-core';
import { sql, type Transaction } from 'kysely';
import { DEPARTMENT_NAME_TAKEN } from '@atrium/company-contract';
import type { CompanyTables } from '../db';

type Trx = Transaction<CompanyTables>;

const nameTaken = () => new HttpError(409, DEPARTMENT_NAME_TAKEN);

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

/** Creates a department; a name the customer already has (ignoring case) is a 409 naming the field. */
export async function createDepartment(trx: Trx, customerId: number, name: string): Promise<number> {
  const row = await trx
    .insertInto('department')
    .values({ customer_id: customerId, name })
    .onConflict((conflict) => conflict.expression(sql`customer_id, lower(name)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw nameTaken();
  return row.id;
}

export async function renameDepartment(trx: Trx, customerId: number, id: number, name: string): Promise<void> {
  try {
    const result = await trx
      .updateTable('department')
      .set({ name })
      .where('id', '=', id)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new HttpError(404, 'Department not found');
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * Deletes a department of the customer. Its people move to transferTo (another department of the same customer)
 * first; a department with people and nowhere to move them is refused (409), so nobody silently loses theirs.
 */
export async function deleteDepartment(trx: Trx, customerId: number, id: number, transferTo: number | undefined): Promise<number> {
  const department = await trx
    .selectFrom('department')
    .select('id')
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
  if (!department) throw new HttpError(404, 'Department not found');
  const { count } = await trx
    .selectFrom('department_member')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('department_id', '=', id)
    .executeTakeFirstOrThrow();
  if (count > 0) {
    if (transferTo === undefined) throw new HttpError(409, 'my-company.departments.transferNeeded');
    const target = await trx
      .selectFrom('department')
      .select('id')
      .where('id', '=', transferTo)
      .where('customer_id', '=', customerId)
      .where('id', '!=', id)
      .executeTakeFirst();
    if (!target)
      throw new RequestValidationError('transferTo: not another department of the customer', { 'querystring.transferTo': 'http.404' });
    await sql`
      insert into company.department_member (department_id, user_id)
      select ${transferTo}, user_id from company.department_member where department_id = ${id}
      on conflict do nothing`.execute(trx);
  }
  await trx.deleteFrom('department').where('id', '=', id).execute();
  return count;
}
