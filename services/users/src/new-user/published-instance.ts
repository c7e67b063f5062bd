import { sql, type Kysely } from 'kysely';

/**
 * What the classroom area publishes of one course instance for the instructor page's registration (decision 0227):
 * the customers of its participants who are not cancelled, and whether the person teaches one of its happenings.
 */
export async function instanceForRegistration(db: Kysely<any>, cliId: number, userId: number) {
  const { rows } = await sql<{ customer_ids: number[] | null; teaches: boolean }>`
    select (select array_agg(distinct p.customer_id) from published.classroom_participant p
             where p.cli_id = ${cliId} and not p.cancelled and p.customer_id is not null) as customer_ids,
           exists (select 1 from published.classroom_report_happening h
                    where h.cli_id = ${cliId} and ${userId}::int = any(h.instructor_ids)) as teaches`.execute(db);
  const row = rows[0];
  return { customerIds: new Set(row?.customer_ids ?? []), teaches: row?.teaches ?? false };
}
