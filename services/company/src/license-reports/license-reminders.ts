import { queueMail, type Principal } from '@atrium/service-core';
import { sql, type Kysely } from 'kysely';
import type { RemindersSent } from '@atrium/company-contract';
import { ownLicenses, publishedDb, type RowIds } from './published-licenses';
import { reminderMail } from './reminder-mail-text';

/**
 * Document 001 §7 sendExpireReminders: one e-mail per selected e-learning license or classroom participant (decision
 * 0233) with the admin's message, through the outbox. Each reminder is recorded per course type, id and expiry, in
 * the same transaction as its e-mail: a second run, or a second admin at once, mails nobody twice unless `repeat`
 * asks for it. Rows of other customers, cancelled, without an expiry or without an address are skipped.
 */
export async function sendExpireReminders(
  shared: Kysely<any>,
  principal: Principal,
  customerId: number,
  input: RowIds & { message: string; repeat: boolean },
): Promise<RemindersSent> {
  return shared.transaction().execute(async (trx) => {
    const licenses = await ownLicenses(publishedDb(trx), input, customerId);
    let sent = 0;
    let alreadyReminded = 0;
    for (const license of licenses) {
      const expires = license.competence_expires;
      if (!expires || !license.email || license.cancelled) continue;
      const { rows } = await sql<{ license_id: number }>`
        insert into company.license_reminder (course_type, license_id, expires, customer_id, sent_by)
        values (${license.course_type}, ${license.id}, ${expires}::date, ${customerId}, ${principal.userId})
        on conflict (course_type, license_id, expires) do ${input.repeat ? sql`update set sent_at = now(), sent_by = excluded.sent_by` : sql`nothing`}
        returning license_id`.execute(trx);
      if (rows.length === 0) {
        alreadyReminded += 1;
        continue;
      }
      const mail = reminderMail(
        { firstName: license.first_name, course: license.course_name, expires, message: input.message },
        license.locale,
      );
      await queueMail(trx, 'company', { to: license.email, ...mail });
      sent += 1;
    }
    return { sent, alreadyReminded };
  });
}
