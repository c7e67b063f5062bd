import { sql } from 'kysely';
import type { UsersDb } from '../db';

/** A membership an import made: the person, the department, and whether the import made the department too. */
export interface DepartmentJoin {
  userId: number;
  departmentId: number;
  departmentName: string;
  departmentCreated: boolean;
}

/**
 * Puts each person in the department their row names, through the company area's published function (decision
 * 0216): names match ignoring case, a missing one is made. Answers only the memberships this call made.
 */
export async function joinDepartments(trx: UsersDb, customerId: number, userIds: number[], names: (string | null)[]) {
  if (!names.some(Boolean)) return [];
  const { rows } = await sql<{ user_id: number; department_id: number; department_name: string; department_created: boolean }>`
    select * from published.company_join_departments(${customerId}, ${userIds}::int[], ${names}::text[])`.execute(trx);
  return rows.map((row): DepartmentJoin => ({
    userId: row.user_id,
    departmentId: row.department_id,
    departmentName: row.department_name,
    departmentCreated: row.department_created,
  }));
}

/** Takes back an import's memberships, and the departments it made once nobody is left in them. */
export async function leaveDepartments(trx: UsersDb, importId: number) {
  const joins = await trx
    .selectFrom('mass_import_department')
    .select(['department_id', 'user_id', 'department_created'])
    .where('import_id', '=', importId)
    .execute();
  if (joins.length === 0) return;
  const made = [...new Set(joins.filter((join) => join.department_created).map((join) => join.department_id))];
  await sql`
    select published.company_leave_departments(
      ${joins.map((join) => join.department_id)}::int[], ${joins.map((join) => join.user_id)}::int[], ${made}::int[])`.execute(trx);
}
