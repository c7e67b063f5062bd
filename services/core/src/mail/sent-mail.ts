import { sql, type Kysely } from 'kysely';

/** One e-mail of an area's outbox, as the person it went to sees it listed. */
export interface SentMail {
  area: string;
  id: number;
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  status: 'queued' | 'sent' | 'failed';
  createdAt: Date;
  sentAt: Date | null;
}

/**
 * The e-mails every area's outbox holds for any of the addresses (as recipient or copy), newest first. The outbox
 * is the shared mail layer's table (outboxMigration, decision 0008), read here as the mail worker reads it, so no
 * area needs to publish its mail; areas without an outbox are simply not asked.
 */
export async function sentMailTo(db: Kysely<any>, addresses: readonly string[], limit: number): Promise<SentMail[]> {
  const wanted = [...new Set(addresses.map((address) => address.trim().toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return [];
  const { rows: areas } = await sql<{ area: string }>`
    select table_schema as area from information_schema.tables
     where table_name = 'outbox' and table_type = 'BASE TABLE' order by table_schema`.execute(db);
  if (areas.length === 0) return [];
  const perArea = areas.map(
    ({ area }) => sql`
      select ${area}::text as area, id, "to", cc, subject, text, status, created_at, sent_at from ${sql.table(`${area}.outbox`)}
       where exists (select 1 from unnest("to" || cc) address where lower(address) = any(${wanted}::text[]))`,
  );
  const { rows } = await sql<{
    area: string;
    id: number;
    to: string[];
    cc: string[];
    subject: string;
    text: string;
    status: SentMail['status'];
    created_at: Date;
    sent_at: Date | null;
  }>`${sql.join(perArea, sql` union all `)} order by created_at desc, area, id desc limit ${limit}`.execute(db);
  return rows.map((row) => ({
    area: row.area,
    id: Number(row.id),
    to: row.to,
    cc: row.cc,
    subject: row.subject,
    text: row.text,
    status: row.status,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  }));
}
