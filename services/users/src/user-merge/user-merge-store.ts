import { HttpError } from '@atrium/service-core';
import { sql } from 'kysely';
import { MERGE_UNDO_DAYS, USER_MERGE_DELETED, USER_MERGE_SAME, USER_MERGE_UNDO_EXPIRED, USER_MERGE_UNDONE } from '@atrium/users-contract';
import type { UsersDb } from '../db';
import { recordAudit } from '../user-administration/user-audit';
import { moveAreas, previewAreas, undoAreas } from './area-moves';
import { personOf, usersRows } from './user-merge-query';

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
    await sql`
      with moved as (
        update users.user_context set user_id = ${keepId} where user_id = ${removeId} returning id
      )
      insert into users.user_merge_row (merge_id, kind, row_id) select ${mergeId}, 'context.moved', id from moved`.execute(trx);
    await sql`
      with moved as (
        update users.login_log set user_id = ${keepId} where user_id = ${removeId} returning id
      )
      insert into users.user_merge_row (merge_id, kind, row_id) select ${mergeId}, 'login', id from moved`.execute(trx);

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
    await sql`
      update users.login_log l set user_id = ${merge.removed_id} from users.user_merge_row m
      where m.merge_id = ${mergeId} and m.kind = 'login' and m.row_id = l.id`.execute(trx);
    await sql`
      update users.user_context c set user_id = ${merge.removed_id} from users.user_merge_row m
      where m.merge_id = ${mergeId} and m.kind = 'context.moved' and m.row_id = c.id`.execute(trx);
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
