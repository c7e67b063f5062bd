import { deleteFile, HttpError } from '@atrium/service-core';
import { sql } from 'kysely';
import { USER_ERASE_SELF, type ErasureAnswer } from '@atrium/users-contract';
import type { UsersDb } from '../db';
import { INSTRUCTOR_FILE_AREA } from '../instructor-files/instructor-files-store';
import { UNUSABLE_HASH } from '../session/password-hash';
import { recordAudit } from '../user-administration/user-audit';

/**
 * What erasure keeps and why (message keys). Other areas hold rows that point at the person's id and no name or
 * address of their own (they read those from the users area's published view), so once the account is anonymised
 * those rows name nobody; orders and invoices are kept as accounting law requires.
 */
const KEPT: ErasureAnswer['kept'] = [
  { area: 'users', what: 'usererase.kept.users.what', why: 'usererase.kept.users.why' },
  { area: 'reports', what: 'usererase.kept.reports.what', why: 'usererase.kept.reports.why' },
  { area: 'elearning', what: 'usererase.kept.elearning.what', why: 'usererase.kept.elearning.why' },
  { area: 'classroom', what: 'usererase.kept.classroom.what', why: 'usererase.kept.classroom.why' },
];

/**
 * GDPR article 17: the person is anonymised in one transaction. Name, username, e-mail, phone and password go; the
 * contexts keep only the customer link; logins, sessions, reset links, consents, notes, safety cards, instructor
 * pictures and the audit of their changes are deleted; the person is deleted (signed out at once). Erasing twice
 * changes nothing more. The pictures' files leave the store after the commit.
 */
export async function erasePerson(db: UsersDb, userId: number, actorId: number): Promise<ErasureAnswer> {
  if (userId === actorId) throw new HttpError(409, USER_ERASE_SELF);
  const pictures = await db.transaction().execute(async (trx) => {
    const person = await trx.selectFrom('users').select(['id', 'uuid']).where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!person) throw new HttpError(404, 'user.notFound');
    await trx
      .updateTable('users')
      .set({
        first_name: 'Erased',
        last_name: 'person',
        username: `erased-${person.uuid}`,
        email: `erased-${person.id}@erased.invalid`,
        phone: null,
        birthdate: null,
        password_hash: UNUSABLE_HASH,
        deleted_at: sql<Date>`coalesce(deleted_at, now())` as unknown as Date,
      })
      .where('id', '=', userId)
      .execute();
    await trx
      .updateTable('user_context')
      .set({
        roles: [],
        active: false,
        work_email: null,
        work_phone: null,
        employee_number: null,
        title: null,
        customer_department: null,
        external_id: null,
      })
      .where('user_id', '=', userId)
      .execute();
    for (const table of ['login_log', 'password_reset_link', 'user_consent', 'user_note', 'security_card', 'user_audit'] as const) {
      await trx.deleteFrom(table).where('user_id', '=', userId).execute();
    }
    const removed = await trx.deleteFrom('instructor_file').where('user_id', '=', userId).returning('file_key').execute();
    await trx
      .updateTable('login_session')
      .set({ revoked_at: sql<Date>`now()` as unknown as Date })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    await recordAudit(trx, userId, actorId, 'user.erase');
    return removed;
  });
  for (const picture of pictures) await deleteFile(INSTRUCTOR_FILE_AREA, picture.file_key);
  return { kept: KEPT };
}
