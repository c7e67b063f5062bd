import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Transporter } from 'nodemailer';
import { outboxOf } from './outbox-table';
import { attachmentsOf } from './outbox-attachments';

/**
 * Sends one outbox row and records the outcome on it. A failure is rethrown so the queue retries it;
 * on the last attempt the row is marked failed. A row already sent is skipped: the queue may hand a
 * job over twice (a worker that stopped mid-delivery), and people should not get a mail twice from us.
 */
export async function deliverOutboxMail(
  db: Kysely<any>,
  area: string,
  outboxId: number,
  transport: Transporter,
  options: { from: string; lastAttempt: boolean },
): Promise<void> {
  const outbox = outboxOf(db, area);
  const row = await outbox.selectFrom('outbox').selectAll().where('id', '=', outboxId).executeTakeFirst();
  if (!row || row.status === 'sent') return;
  const attachments = await attachmentsOf(db, area, outboxId);
  try {
    await transport.sendMail({
      from: options.from,
      to: row.to,
      cc: row.cc.length > 0 ? row.cc : undefined,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
      attachments: attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content })),
    });
  } catch (error) {
    await outbox
      .updateTable('outbox')
      .set({
        status: options.lastAttempt ? 'failed' : 'queued',
        attempts: sql`attempts + 1`,
        last_error: error instanceof Error ? error.message : String(error),
      })
      .where('id', '=', outboxId)
      .execute();
    throw error;
  }
  await outbox
    .updateTable('outbox')
    .set({ status: 'sent', attempts: sql`attempts + 1`, last_error: null, sent_at: sql`now()` })
    .where('id', '=', outboxId)
    .execute();
}
