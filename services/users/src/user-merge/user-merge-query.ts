import { HttpError } from '@atrium/service-core';
import { sql } from 'kysely';
import type { MergeRecord } from '@atrium/users-contract';
import type { MergeAreas, UsersDb } from '../db';

export async function personOf(db: UsersDb, id: number) {
  const row = await db
    .selectFrom('users')
    .select(['id', 'uuid', 'first_name', 'last_name', 'username', 'email', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'user.notFound');
  return row;
}

type Person = Awaited<ReturnType<typeof personOf>>;
export const personSummary = (row: Person) => ({
  id: row.id,
  name: `${row.first_name} ${row.last_name}`.trim(),
  username: row.username,
  email: row.email,
});

/** What the users area itself moves: contexts (joined where the kept person has one at that customer), logins, consents, notes, cards. */
export async function usersRows(db: UsersDb, from: number, to: number): Promise<MergeAreas[number]> {
  const { rows } = await sql<Record<string, string>>`
    select
      (select count(*) from users.user_context c where c.user_id = ${from}) as "contexts",
      (select count(*) from users.user_context c where c.user_id = ${from}
         and exists (select 1 from users.user_context k where k.user_id = ${to} and k.customer_id = c.customer_id)) as "contexts.joined",
      (select count(*) from users.login_log where user_id = ${from}) as "logins",
      (select count(*) from users.user_consent c where c.user_id = ${from}
         and not exists (select 1 from users.user_consent k where k.user_id = ${to} and k.consent_type = c.consent_type)) as "consents",
      (select count(*) from users.user_consent c where c.user_id = ${from}
         and exists (select 1 from users.user_consent k where k.user_id = ${to} and k.consent_type = c.consent_type)) as "consents.stay",
      (select count(*) from users.user_note where user_id = ${from}) as "notes",
      (select count(*) from users.security_card c where c.user_id = ${from}) as "securityCards",
      (select count(*) from users.instructor_file f where f.user_id = ${from}
         and not exists (select 1 from users.instructor_file k where k.user_id = ${to} and k.kind = f.kind)) as "instructorFiles",
      (select count(*) from users.instructor_file f where f.user_id = ${from}
         and exists (select 1 from users.instructor_file k where k.user_id = ${to} and k.kind = f.kind)) as "instructorFiles.stay"`.execute(
    db,
  );
  // Kinds with nothing to move are left out, so the preview lists what happens.
  return {
    area: 'users',
    rows: Object.entries(rows[0]!).flatMap(([kind, count]) => (Number(count) > 0 ? [{ kind, count: Number(count) }] : [])),
  };
}

/** The removed person is linked to their company's system when an integration owns one of their contexts. */
export async function ocsLinked(db: UsersDb, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_context')
    .select('id')
    .where('user_id', '=', userId)
    .where('api_lockdown', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/** Merges with both people's names, newest first; one id, or every merge a person took part in. */
export async function mergeRecords(db: UsersDb, filter: { mergeId: number } | { userId: number }): Promise<MergeRecord[]> {
  let query = db
    .selectFrom('user_merge as m')
    .innerJoin('users as k', 'k.id', 'm.kept_id')
    .innerJoin('users as r', 'r.id', 'm.removed_id')
    .select(['m.id', 'm.merged_at', 'm.undo_until', 'm.undone_at', 'm.moved'])
    .select([
      'k.id as kept_id',
      'k.first_name as kept_first',
      'k.last_name as kept_last',
      'k.username as kept_username',
      'k.email as kept_email',
    ])
    .select(['r.id as removed_id', 'r.first_name as removed_first', 'r.last_name as removed_last', 'r.username as removed_username'])
    .select(['r.email as removed_email', sql<boolean>`m.undone_at is null and m.undo_until > now()`.as('undoable')]);
  query =
    'mergeId' in filter
      ? query.where('m.id', '=', filter.mergeId)
      : query.where((eb) => eb.or([eb('m.kept_id', '=', filter.userId), eb('m.removed_id', '=', filter.userId)]));
  const rows = await query.orderBy('m.merged_at', 'desc').orderBy('m.id', 'desc').execute();
  return rows.map((row) => ({
    id: row.id,
    kept: { id: row.kept_id, name: `${row.kept_first} ${row.kept_last}`.trim(), username: row.kept_username, email: row.kept_email },
    removed: {
      id: row.removed_id,
      name: `${row.removed_first} ${row.removed_last}`.trim(),
      username: row.removed_username,
      email: row.removed_email,
    },
    mergedAt: row.merged_at.toISOString(),
    undoUntil: row.undo_until.toISOString(),
    undoneAt: row.undone_at ? row.undone_at.toISOString() : null,
    undoable: row.undoable,
    moved: row.moved,
  }));
}
