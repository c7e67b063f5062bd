import { HttpError, RequestValidationError } from '@atrium/service-core';
import { sql, type Kysely } from 'kysely';
import type { ParticipantEdit } from '@atrium/classroom-contract';
import { viewExists } from '../courses/published-lookups';
import { lockInstance, type Trx } from './managed-instance';

const refused = (index: number, path: string[], key: string) =>
  RequestValidationError.forField('body', ['participants', String(index), ...path], key);

/** An approved participant carries its day: kept when it was approved before, else today (as the instructor page). */
const approvedDay = (status: string) => (status === 'approved' ? sql<string>`coalesce(approved, current_date)` : null);

/**
 * The customers chosen must exist, and the person must belong to the customer (an active context there), read from
 * the company and users areas' published views; a service run alone without them checks nothing.
 */
async function requireCustomers(trx: Trx, edits: readonly ParticipantEdit[], userOf: (edit: ParticipantEdit) => number) {
  const chosen = edits.flatMap((edit, index) =>
    edit.customerId === null ? [] : [{ index, customerId: edit.customerId, userId: userOf(edit) }],
  );
  if (chosen.length === 0) return;
  const shared = trx as unknown as Kysely<any>;
  if (await viewExists(shared, 'published.company_customer')) {
    const { rows } = await sql<{ id: number }>`
      select id from published.company_customer where id = any(${chosen.map((c) => c.customerId)}::int[])`.execute(shared);
    const known = new Set(rows.map((row) => row.id));
    const unknown = chosen.find((c) => !known.has(c.customerId));
    if (unknown) throw refused(unknown.index, ['customerId'], 'classroom-management.invalid.unknownCustomer');
  }
  const { rows: found } = await sql<{ found: boolean }>`select to_regclass('published.users_customer_member') is not null as found`.execute(
    shared,
  );
  if (!found[0]?.found) return;
  const { rows } = await sql<{ user_id: number; customer_id: number }>`
    select user_id, customer_id from published.users_customer_member
    where user_id = any(${chosen.map((c) => c.userId)}::int[])`.execute(shared);
  const members = new Set(rows.map((row) => `${row.user_id}:${row.customer_id}`));
  const stranger = chosen.find((c) => !members.has(`${c.userId}:${c.customerId}`));
  if (stranger) throw refused(stranger.index, ['customerId'], 'classroom-management.invalid.notMember');
}

/**
 * Document 002 §7 editParticipants (decision 0225): attending participants' customer, status and results, and
 * waiting-list entries' customer, all or nothing. Each named row must belong to this instance (a participant also
 * attending); a change that would put a person twice on the instance or queue for one customer is refused.
 */
export async function editParticipants(trx: Trx, cliId: number, edits: readonly ParticipantEdit[]): Promise<void> {
  await lockInstance(trx, cliId);
  const seen = new Set<string>();
  edits.forEach((edit, index) => {
    const key = `${edit.userUpdate.type}:${edit.userUpdate.id}`;
    if (seen.has(key)) throw refused(index, ['userUpdate', 'id'], 'classroom-management.invalid.twice');
    seen.add(key);
  });
  const participantIds = edits.flatMap((edit) => (edit.userUpdate.type === 'participant' ? [edit.userUpdate.id] : []));
  const entryIds = edits.flatMap((edit) => (edit.userUpdate.type === 'waitingList' ? [edit.userUpdate.id] : []));
  const participants = new Map(
    (participantIds.length
      ? await trx
          .selectFrom('participant')
          .select(['id', 'user_id'])
          .where('cli_id', '=', cliId)
          .where('id', 'in', participantIds)
          .where('status', 'not in', ['cancelled', 'coursecancelled'])
          .forUpdate()
          .execute()
      : []
    ).map((row) => [row.id, row.user_id]),
  );
  const entries = new Map(
    (entryIds.length
      ? await trx
          .selectFrom('waiting_list')
          .select(['id', 'user_id'])
          .where('cli_id', '=', cliId)
          .where('id', 'in', entryIds)
          .forUpdate()
          .execute()
      : []
    ).map((row) => [row.id, row.user_id]),
  );
  const userOf = (edit: ParticipantEdit) => (edit.userUpdate.type === 'participant' ? participants : entries).get(edit.userUpdate.id);
  const missing = edits.findIndex((edit) => userOf(edit) === undefined);
  if (missing >= 0) throw refused(missing, ['userUpdate', 'id'], 'classroom-management.invalid.notOfInstance');
  await requireCustomers(trx, edits, (edit) => userOf(edit)!);
  try {
    for (const { userUpdate, customerId } of edits) {
      if (userUpdate.type === 'participant')
        await trx
          .updateTable('participant')
          .set({
            customer_id: customerId,
            status: userUpdate.status,
            approved: approvedDay(userUpdate.status),
            pretest: userUpdate.pretest,
            posttest: userUpdate.posttest,
          })
          .where('id', '=', userUpdate.id)
          .execute();
      else await trx.updateTable('waiting_list').set({ customer_id: customerId }).where('id', '=', userUpdate.id).execute();
    }
  } catch (error) {
    // participant_once and waiting_list_once: the person is there for that customer already.
    if ((error as { code?: string }).code === '23505') throw new HttpError(409, 'notification.useralready');
    throw error;
  }
}
