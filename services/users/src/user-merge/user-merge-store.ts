import { HttpError } from '@atrium/service-core';
import { sql } from 'kysely';
import { MERGE_UNDO_DAYS, USER_MERGE_DELETED, USER_MERGE_SAME, USER_MERGE_UNDO_EXPIRED, USER_MERGE_UNDONE } from '@atrium/users-contract';
import type { UsersDb } from '../db';
import { recordAudit } from '../user-administration/user-audit';
import { moveAreas, previewAreas, undoAreas } from './area-moves';
import { personOf, usersRows } from './user-merge-query';

/**
 * The users area's tables whose rows move one by one, recorded; `unique` names the columns beside user_id that the
 * table keeps unique, so a row the kept person already has an equal of stays with the removed person; `single` names a
 * flag at most one of a person's rows has, so a flagged row stays when the kept person has one too.
 */
const MOVED_TABLES: readonly { name: string; kind: string; unique: readonly string[]; single?: string }[] = [
  // A private context moves only when the kept person has no private customer (decision 0241).
  { name: 'user_context', kind: 'context.moved', unique: ['customer_id'], single: 'private' },
  { name: 'login_log', kind: 'login', unique: [] },
  { name: 'user_consent', kind: 'consent', unique: ['consent_type'] },
  { name: 'user_note', kind: 'note', unique: [] },
  { name: 'security_card', kind: 'card', unique: ['card_type', 'card_number'] },
  // A photo or signature moves only when the kept person has none of that kind (decision 0207).
  { name: 'instructor_file', kind: 'instructor', unique: ['kind'] },
];

async function moveRecorded(trx: UsersDb, mergeId: number, table: (typeof MOVED_TABLES)[number], from: number, to: number) {
  const clash = table.unique.map((column) => sql`k.${sql.ref(column)} = t.${sql.ref(column)}`);
  if (table.single) clash.push(sql`(k.${sql.ref(table.single)} and t.${sql.ref(table.single)})`);
  const free =
    clash.length === 0
      ? sql`true`
      : sql`not exists (select 1 from ${sql.table(`users.${table.name}`)} k where k.user_id = ${to} and (${sql.join(clash, sql` or `)}))`;
  await sql`
    with moved as (
      update ${sql.table(`users.${table.name}`)} t set user_id = ${to} where t.user_id = ${from} and ${free} returning t.id
    )
    insert into users.user_merge_row (merge_id, kind, row_id) select ${mergeId}, ${table.kind}, id from moved`.execute(trx);
}

/** Both people locked in id order (two merges of the same pair at once wait for each other), present and not deleted. */
async function lockPair(trx: UsersDb, keepId: number, removeId: number) {
  if (keepId === removeId) throw new HttpError(409, USER_MERGE_SAME);
  await trx.selectFrom('users').select('id').where('id', 'in', [keepId, removeId]).orderBy('id').forUpdate().execute();
  const [kept, removed] = [await personOf(trx, keepId), await personOf(trx, removeId)];
  if (kept.deleted_at || removed.deleted_at) throw new HttpError(409, USER_MERGE_DELETED);
  return { kept, removed };
}

/**
 * Merges the removed person into the kept one (decision 0134), all or nothing: the users area's rows and every other
 * area's (through their published functions) move in one transaction, each moved row recorded, and the removed person
 * is deleted (their sessions end at once). Answers the merge's id.
 */
export async function mergePeople(db: UsersDb, keepId: number, removeId: number, actorId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { kept, removed } = await lockPair(trx, keepId, removeId);
    const moved = [await usersRows(trx, removeId, keepId), ...(await previewAreas(trx, removeId, keepId))];
    const { id: mergeId } = await trx
      .insertInto('user_merge')
      .values({
        kept_id: keepId,
        removed_id: removeId,
        merged_by: actorId,
        undo_until: sql<Date>`now() + make_interval(days => ${MERGE_UNDO_DAYS}::int)` as unknown as Date,
        moved: JSON.stringify(moved),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    // A context at a customer the kept person is also at joins theirs (roles together); the removed row is kept whole
    // in the record so an undo can put it back as it was.
    await sql`
      with joined as (
        select c.id, c.customer_id, to_jsonb(c) as removed_row, k.roles as kept_roles
        from users.user_context c
        join users.user_context k on k.user_id = ${keepId} and k.customer_id = c.customer_id
        where c.user_id = ${removeId}
      ), recorded as (
        insert into users.user_merge_row (merge_id, kind, row_id, detail)
        select ${mergeId}, 'context.joined', id, jsonb_build_object('removedRow', removed_row, 'keptRoles', to_jsonb(kept_roles))
        from joined
      ), widened as (
        update users.user_context k
        set roles = array(select distinct r from unnest(k.roles || array(select jsonb_array_elements_text(j.removed_row -> 'roles'))) r order by r)
        from joined j where k.user_id = ${keepId} and k.customer_id = j.customer_id
      )
      delete from users.user_context c using joined j where c.id = j.id`.execute(trx);
    for (const table of MOVED_TABLES) await moveRecorded(trx, mergeId, table, removeId, keepId);

    await moveAreas(trx, mergeId, removeId, keepId, kept.uuid);
    await trx
      .updateTable('users')
      .set({ deleted_at: sql<Date>`now()` as unknown as Date })
      .where('id', '=', removeId)
      .execute();
    const detail = { mergeId, kept: keepId, removed: removeId, removedName: `${removed.first_name} ${removed.last_name}` };
    await recordAudit(trx, keepId, actorId, 'user.merge', detail);
    await recordAudit(trx, removeId, actorId, 'user.merge', detail);
    return mergeId;
  });
}

/**
 * Undoes a merge within its period: every recorded row goes back to the removed person, joined contexts come back as
 * they were and the kept person's roles there as before, and the removed person is no longer deleted.
 */
export async function undoMerge(db: UsersDb, mergeId: number, actorId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const merge = await trx
      .selectFrom('user_merge')
      .select(['kept_id', 'removed_id', 'undone_at', sql<boolean>`undo_until < now()`.as('expired')])
      .where('id', '=', mergeId)
      .forUpdate()
      .executeTakeFirst();
    if (!merge) throw new HttpError(404, 'user.merge.notFound');
    if (merge.undone_at) throw new HttpError(409, USER_MERGE_UNDONE);
    if (merge.expired) throw new HttpError(409, USER_MERGE_UNDO_EXPIRED);
    await trx.selectFrom('users').select('id').where('id', 'in', [merge.kept_id, merge.removed_id]).orderBy('id').forUpdate().execute();

    await undoAreas(trx, mergeId);
    for (const table of MOVED_TABLES) {
      await sql`
        update ${sql.table(`users.${table.name}`)} t set user_id = ${merge.removed_id} from users.user_merge_row m
        where m.merge_id = ${mergeId} and m.kind = ${table.kind} and m.row_id = t.id`.execute(trx);
    }
    await sql`
      update users.user_context k
      set roles = array(select jsonb_array_elements_text(m.detail -> 'keptRoles'))
      from users.user_merge_row m
      where m.merge_id = ${mergeId} and m.kind = 'context.joined' and k.user_id = ${merge.kept_id}
        and k.customer_id = (m.detail -> 'removedRow' ->> 'customer_id')::int`.execute(trx);
    await sql`
      insert into users.user_context
      select (jsonb_populate_record(null::users.user_context, m.detail -> 'removedRow')).*
      from users.user_merge_row m where m.merge_id = ${mergeId} and m.kind = 'context.joined'`.execute(trx);

    await trx.updateTable('users').set({ deleted_at: null }).where('id', '=', merge.removed_id).execute();
    await trx
      .updateTable('user_merge')
      .set({ undone_at: sql<Date>`now()` as unknown as Date, undone_by: actorId })
      .where('id', '=', mergeId)
      .execute();
    const detail = { mergeId, kept: merge.kept_id, removed: merge.removed_id };
    await recordAudit(trx, merge.kept_id, actorId, 'user.merge.undo', detail);
    await recordAudit(trx, merge.removed_id, actorId, 'user.merge.undo', detail);
  });
}
