import { HttpError } from '@atrium/service-core';
import type { SentEmail } from '@atrium/classroom-contract';
import type { ClassroomDb } from '../db';
import { queueInstanceMail } from './instance-mail';
import type { Trx } from './managed-instance';

function sentEmails(db: ClassroomDb) {
  return db
    .selectFrom('instance_email as e')
    .innerJoin('outbox as o', 'o.id', 'e.outbox_id')
    .select(['o.id', 'e.kind', 'e.cli_id', 'o.to', 'o.subject', 'o.text', 'o.status', 'o.created_at']);
}

type Row = Awaited<ReturnType<ReturnType<typeof sentEmails>['executeTakeFirstOrThrow']>>;

const view = (row: Row): SentEmail => ({
  id: Number(row.id),
  kind: row.kind,
  to: row.to,
  subject: row.subject,
  text: row.text,
  status: row.status,
  created: row.created_at.toISOString(),
});

/** The e-mails sent about an instance, newest first. */
export async function emailsOfInstance(db: ClassroomDb, cliId: number): Promise<SentEmail[]> {
  const rows = await sentEmails(db).where('e.cli_id', '=', cliId).orderBy('o.id', 'desc').limit(500).execute();
  return rows.map(view);
}

/** Document 002 §7 resend-email: the same subject and text again, to the address given, filed under the same instance. */
export async function resendEmail(trx: Trx, emailId: number, to: string): Promise<SentEmail> {
  const original = await sentEmails(trx).where('o.id', '=', emailId).executeTakeFirst();
  if (!original) throw new HttpError(404, 'E-mail not found');
  const id = await queueInstanceMail(trx, original.cli_id, 'resend', { to, subject: original.subject, text: original.text });
  return view(await sentEmails(trx).where('o.id', '=', id).executeTakeFirstOrThrow());
}
