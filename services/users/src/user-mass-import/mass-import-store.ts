import { HttpError } from '@atrium/service-core';
import { sql } from 'kysely';
import { MASS_IMPORT_ACCOUNTS_USED, MASS_IMPORT_NOT_UNDOABLE, type MassImport } from '@atrium/users-contract';
import type { UsersDb } from '../db';
import { UNUSABLE_HASH } from '../session/password-hash';
import { enqueueMassImport } from './mass-import-queue';
import { leaveDepartments } from './published-departments';
import type { MassImportRequest } from './mass-import-request';

/** The error of the owning areas' withdraw functions when a license was started or a seat used (migrations 0093, 0073). */
const USED = 'AT409';

/**
 * Records the import and queues its registration, together. A repeated submit with the same key answers the import
 * it made (the unique key decides, not a read first).
 */
export async function createImport(trx: UsersDb, createdBy: number, submitKey: string, request: MassImportRequest): Promise<number> {
  const inserted = await trx
    .insertInto('mass_import')
    .values({
      customer_id: request.customerId,
      created_by: createdBy,
      submit_key: submitKey,
      request: JSON.stringify(request),
      total: request.users.length,
    })
    .onConflict((conflict) => conflict.columns(['created_by', 'submit_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) {
    await enqueueMassImport(trx, inserted.id);
    return inserted.id;
  }
  const made = await trx
    .selectFrom('mass_import')
    .select('id')
    .where('created_by', '=', createdBy)
    .where('submit_key', '=', submitKey)
    .executeTakeFirstOrThrow();
  return made.id;
}

/**
 * Whether anyone has used what the import created: a new account signed in or chose a password. (A started
 * license or a used seat is refused by the owning area when undoing.)
 */
const accountsUsed = (importId: number) => sql<boolean>`exists (
  select 1 from users.mass_import_person p join users.users u on u.id = p.user_id
  where p.import_id = ${importId} and p.created
    and (u.password_hash <> ${UNUSABLE_HASH} or exists (select 1 from users.login_log l where l.user_id = u.id)))`;

/** One import as the wizard follows it; a company admin sees only the imports of their own customer. */
export async function importById(db: UsersDb, id: number, customerScope: number | null): Promise<MassImport> {
  const row = await db
    .selectFrom('mass_import')
    .select(['id', 'customer_id', 'status', 'total', 'done', 'report', 'error', 'created_at', 'finished_at'])
    .select(accountsUsed(id).as('used'))
    .where('id', '=', id)
    .$if(customerScope !== null, (query) => query.where('customer_id', '=', customerScope!))
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'Import not found');
  return {
    id: row.id,
    customerId: row.customer_id,
    status: row.status,
    total: row.total,
    done: row.done,
    report: row.report,
    error: row.error,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    undoable: row.status === 'done' && !row.used,
  };
}

/**
 * Undoes a registered import while nobody has used it (decision 0216): the owning areas take back its licenses and
 * seats (refusing a started license or a used seat) and its department memberships, the people it created are deleted and the contexts it gave
 * kept people removed. All in one transaction, and only once: the import row is locked first.
 */
export async function undoImport(trx: UsersDb, id: number, customerScope: number | null, by: number): Promise<void> {
  const row = await trx
    .selectFrom('mass_import')
    .select(['status'])
    .select(accountsUsed(id).as('used'))
    .where('id', '=', id)
    .$if(customerScope !== null, (query) => query.where('customer_id', '=', customerScope!))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'Import not found');
  if (row.status !== 'done') throw new HttpError(409, MASS_IMPORT_NOT_UNDOABLE);
  if (row.used) throw new HttpError(409, MASS_IMPORT_ACCOUNTS_USED);

  const grants = await trx.selectFrom('mass_import_grant').select(['kind', 'grant_id']).where('import_id', '=', id).execute();
  const idsOf = (kind: string) => grants.filter((grant) => grant.kind === kind).map((grant) => grant.grant_id);
  try {
    const licenses = idsOf('license');
    if (licenses.length > 0) await sql`select published.elearning_withdraw_licenses(${licenses}::int[])`.execute(trx);
    const seats = idsOf('participant');
    if (seats.length > 0) await sql`select published.classroom_withdraw_participants(${seats}::int[])`.execute(trx);
  } catch (error) {
    if ((error as { code?: string }).code === USED) throw new HttpError(409, MASS_IMPORT_ACCOUNTS_USED);
    throw error;
  }
  await leaveDepartments(trx, id);
  const { customer_id: customerId } = await trx
    .selectFrom('mass_import')
    .select('customer_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await sql`
    delete from users.user_context c using users.mass_import_person p
    where p.import_id = ${id} and not p.created and p.context_created and c.user_id = p.user_id and c.customer_id = ${customerId}`.execute(
    trx,
  );
  await sql`delete from users.users u using users.mass_import_person p where p.import_id = ${id} and p.created and u.id = p.user_id`
    .execute(trx)
    .catch((error: Error & { code?: string }) => {
      // Someone made the new person part of something that keeps them (a merge): they are in use.
      throw error.code === '23503' ? new HttpError(409, MASS_IMPORT_ACCOUNTS_USED) : error;
    });
  await trx.updateTable('mass_import').set({ status: 'undone', undone_at: new Date(), undone_by: by }).where('id', '=', id).execute();
}
