import { HttpError, queueMail, type Principal } from '@atrium/service-core';
import { sql, type Transaction } from 'kysely';
import type { ElearningTables } from '../db';
import { peopleByIds } from '../licenses/license-people';

type Trx = Transaction<ElearningTables>;

function cancellationText(courseName: string, name: string) {
  return {
    subject: `Your e-course license was cancelled: ${courseName}`,
    text: `Hello ${name},\n\nYour license for the e-course "${courseName}" has been cancelled by an administrator.\n`,
  };
}

/**
 * Document 002 §4, §6: a platform admin's force-cancel sets the license cancelled whatever its fee. A course
 * programme's license is never cancelled alone (document 001 §4, decision 0252): the enrolment's cancel takes it with
 * the others, so an enrolment is never left neither cancelled nor completable. The license must be the person's (404 otherwise), so a stale screen
 * cannot cancel someone else's. Cancelling a cancelled license changes nothing and mails nothing; the e-mail is queued
 * in the same transaction, so it goes only if the cancellation stands.
 */
export async function forceCancelLicense(
  trx: Trx,
  licenseId: number,
  userId: number,
  sendEmail: boolean,
  principal: Principal,
): Promise<void> {
  const license = await trx
    .selectFrom('license as l')
    .innerJoin('ecourse as e', 'e.id', 'l.ecourse_id')
    .select(['l.id', 'l.cancelled', 'l.as_part_of_course_program', 'e.internal_name'])
    .where('l.id', '=', licenseId)
    .where('l.user_id', '=', userId)
    .forUpdate('l')
    .executeTakeFirst();
  if (!license) throw new HttpError(404, 'license.notFound');
  if (license.cancelled) return;
  if (license.as_part_of_course_program) throw new HttpError(409, 'license.cancel.partOfCourseProgram');
  await trx
    .updateTable('license')
    .set({ cancelled: true, cancelled_at: sql<Date>`now()`, cancelled_by: principal.userId })
    .where('id', '=', licenseId)
    .execute();
  if (!sendEmail) return;
  const person = (await peopleByIds(trx, [userId])).get(userId);
  if (person?.email) await queueMail(trx, 'elearning', { to: person.email, ...cancellationText(license.internal_name, person.name) });
}
