import { sql, type Kysely } from 'kysely';

/**
 * What the users area holds about a person: the account (never the password hash), contexts and roles, logins,
 * consents, notes, safety cards, which instructor pictures are kept, the audit of changes to them and the merges they
 * took part in.
 */
export async function usersExport(db: Kysely<any>, userId: number): Promise<unknown> {
  const { rows } = await sql<{ data: unknown }>`
    select jsonb_build_object(
      'account', (select jsonb_build_object('id', u.id, 'uuid', u.uuid, 'username', u.username, 'firstname', u.first_name,
          'lastname', u.last_name, 'email', u.email, 'phone', u.phone, 'birthdate', u.birthdate, 'locale', u.locale, 'created', u.created_at,
          'deleted', u.deleted_at) from users.users u where u.id = ${userId}),
      'contexts', (select coalesce(jsonb_agg(jsonb_build_object('customerId', c.customer_id, 'customer', c.customer_name,
          'roles', c.roles, 'active', c.active, 'workEmail', c.work_email, 'workPhone', c.work_phone,
          'employeeNumber', c.employee_number, 'title', c.title, 'department', c.customer_department,
          'externalId', c.external_id) order by c.id), '[]'::jsonb) from users.user_context c where c.user_id = ${userId}),
      'logins', (select coalesce(jsonb_agg(jsonb_build_object('at', l.at, 'success', l.success, 'browser', l.browser)
          order by l.at), '[]'::jsonb) from users.login_log l where l.user_id = ${userId}),
      'consents', (select coalesce(jsonb_agg(jsonb_build_object('type', c.consent_type, 'given', c.given,
          'givenAt', c.given_at, 'updatedAt', c.updated_at) order by c.id), '[]'::jsonb)
          from users.user_consent c where c.user_id = ${userId}),
      'notes', (select coalesce(jsonb_agg(jsonb_build_object('text', n.text, 'at', n.created_at) order by n.id), '[]'::jsonb)
          from users.user_note n where n.user_id = ${userId}),
      'safetyCards', (select coalesce(jsonb_agg(jsonb_build_object('type', s.card_type, 'number', s.card_number,
          'issuedOn', s.issued_on, 'expiresOn', s.expires_on) order by s.id), '[]'::jsonb)
          from users.security_card s where s.user_id = ${userId}),
      'instructorPictures', (select coalesce(jsonb_agg(jsonb_build_object('kind', f.kind, 'type', f.content_type,
          'uploadedAt', f.uploaded_at) order by f.kind), '[]'::jsonb) from users.instructor_file f where f.user_id = ${userId}),
      'changes', (select coalesce(jsonb_agg(jsonb_build_object('at', a.at, 'action', a.action, 'detail', a.detail)
          order by a.id), '[]'::jsonb) from users.user_audit a where a.user_id = ${userId}),
      'merges', (select coalesce(jsonb_agg(jsonb_build_object('keptId', m.kept_id, 'removedId', m.removed_id,
          'mergedAt', m.merged_at, 'undoneAt', m.undone_at) order by m.id), '[]'::jsonb)
          from users.user_merge m where ${userId} in (m.kept_id, m.removed_id))
    ) as data`.execute(db);
  return rows[0]!.data;
}
