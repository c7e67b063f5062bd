import { HttpError, RequestValidationError } from '@atrium/service-core';
import { sql, type Kysely } from 'kysely';
import { usersDb, type UsersDb } from '../db';
import { registerPeople, type Registration } from './register-people';
import type { MassImportRequest } from './mass-import-request';

/** What a failure that is no refusal (a bug, the database gone) leaves on the import for people to read. */
const MASS_IMPORT_FAILED = 'userMassImport.error.failed';

/**
 * The background job of a registration (decision 0216): all of the import in one transaction, so a refusal (a
 * full instance, an address registered meanwhile) leaves nothing. Progress is written beside it, on the shared
 * pool, so the wizard sees it while the transaction is open; the import row itself changes in the transaction
 * only at the end, with the report.
 */
export async function runMassImport(shared: Kysely<any>, importId: number): Promise<void> {
  const db = usersDb(shared);
  const started = await db
    .updateTable('mass_import')
    .set({ status: 'running', done: 0 })
    .where('id', '=', importId)
    .where('status', 'in', ['queued', 'running'])
    .returning(['request'])
    .executeTakeFirst();
  if (!started) return;
  const request = started.request as unknown as MassImportRequest;
  try {
    await db.transaction().execute(async (trx) => {
      const registration = await registerPeople(trx, request, {
        onProgress: async (done) => {
          await db.updateTable('mass_import').set({ done }).where('id', '=', importId).execute();
        },
      });
      await recordRegistration(trx, importId, registration);
    });
  } catch (error) {
    const key = refusalKey(error);
    await db
      .updateTable('mass_import')
      .set({ status: 'failed', error: key ?? MASS_IMPORT_FAILED, finished_at: new Date() })
      .where('id', '=', importId)
      .execute();
    await forgetRows(db, importId);
    if (!key) throw error;
  }
}

/** The message key of a refusal the registration raised (a rule), or undefined for anything else. */
function refusalKey(error: unknown): string | undefined {
  if (error instanceof HttpError) return error.message;
  if (error instanceof RequestValidationError) return Object.values(error.fields)[0] ?? error.message;
  return undefined;
}

const CHUNK = 1000;

/** Keeps what the import made, for the result step and for undo. */
async function recordRegistration(trx: UsersDb, importId: number, { report, people, grants, departments }: Registration) {
  for (let i = 0; i < people.length; i += CHUNK) {
    await trx
      .insertInto('mass_import_person')
      .values(
        people.slice(i, i + CHUNK).map((person) => ({
          import_id: importId,
          row_index: person.index,
          user_id: person.userId,
          created: person.created,
          context_created: person.contextCreated,
        })),
      )
      .execute();
  }
  for (let i = 0; i < grants.length; i += CHUNK) {
    await trx
      .insertInto('mass_import_grant')
      .values(
        grants.slice(i, i + CHUNK).map((grant) => ({
          import_id: importId,
          kind: grant.kind,
          course_id: grant.courseId,
          grant_id: grant.grantId,
          user_id: grant.userId,
        })),
      )
      .execute();
  }
  for (let i = 0; i < departments.length; i += CHUNK) {
    await trx
      .insertInto('mass_import_department')
      .values(
        departments.slice(i, i + CHUNK).map((join) => ({
          import_id: importId,
          department_id: join.departmentId,
          user_id: join.userId,
          department_created: join.departmentCreated,
        })),
      )
      .execute();
  }
  await trx
    .updateTable('mass_import')
    .set({ status: 'done', done: people.length, report: JSON.stringify(report), finished_at: new Date() })
    .where('id', '=', importId)
    .execute();
  await forgetRows(trx, importId);
}

/** The sheet's rows (names, addresses, births) are kept only until the job has run; the report says what was made. */
const forgetRows = (db: UsersDb, importId: number) =>
  sql`update users.mass_import set request = request - 'users' where id = ${importId}`.execute(db);
