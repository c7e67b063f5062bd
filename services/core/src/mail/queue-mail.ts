import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import { bossDb, mailQueueName, type MailJob } from './mail-queue';
import { mailMessageSchema, type MailMessage } from './mail-message';
import { outboxOf } from './outbox-table';
import { storeAttachments, type MailAttachment } from './outbox-attachments';

/**
 * Writes a message to the area's outbox and enqueues its delivery, both through trx: they commit or
 * roll back with the change that causes the message. Throws a ZodError for an invalid message. Attachments need
 * the area's outboxAttachmentMigration.
 */
export async function queueMail(
  trx: Kysely<any>,
  area: string,
  message: MailMessage,
  attachments: readonly MailAttachment[] = [],
): Promise<number> {
  const mail = mailMessageSchema.parse(message);
  const { id } = await outboxOf(trx, area)
    .insertInto('outbox')
    .values({ to: mail.to, cc: mail.cc ?? [], subject: mail.subject, text: mail.text, html: mail.html ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (attachments.length > 0) await storeAttachments(trx, area, id, attachments);
  // Sending only inserts a row; no started instance is needed for that.
  const sender = new PgBoss({ db: bossDb(trx) });
  const job: MailJob = { outboxId: id };
  const jobId = await sender.send(mailQueueName(area), job, { db: bossDb(trx) });
  if (!jobId) throw new Error(`The mail queue of ${area} does not exist: start the mail worker or installMailQueues first`);
  return id;
}
