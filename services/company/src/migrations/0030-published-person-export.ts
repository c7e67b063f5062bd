import { sql, type Kysely } from 'kysely';

// A person's data export (GDPR article 15, decision 0136): the departments they belong to, as JSON. The users area
// assembles every area's answer into one archive.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create function published.company_person_export(p_user integer)
    returns jsonb
    language sql stable security definer set search_path = pg_catalog, company as $$
      select jsonb_build_object('departments', coalesce(jsonb_agg(jsonb_build_object(
          'department', d.name, 'customerId', d.customer_id) order by d.id), '[]'::jsonb))
      from company.department_member m join company.department d on d.id = m.department_id
      where m.user_id = p_user
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function published.company_person_export(integer)`.execute(db);
}
