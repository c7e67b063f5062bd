import { sql, type Kysely, type Migration } from 'kysely';

/** A file sent with an e-mail (a report as PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * The attachments of an area's outbox mail, kept beside the outbox row until it is sent. An area whose mail
 * carries files includes this in its migration list after outboxMigration; the others need nothing.
 */
export function outboxAttachmentMigration(area: string): Migration {
  const table = sql.table(`${area}.outbox_attachment`);
  return {
    async up(db) {
      await sql`
        create table ${table} (
          outbox_id bigint not null references ${sql.table(`${area}.outbox`)} (id) on delete cascade,
          position integer not null,
          filename text not null check (length(filename) between 1 and 200),
          content_type text not null,
          content bytea not null,
          primary key (outbox_id, position)
        )`.execute(db);
    },
    async down(db) {
      await sql`drop table ${table}`.execute(db);
    },
  };
}

export async function storeAttachments(trx: Kysely<any>, area: string, outboxId: number, attachments: readonly MailAttachment[]) {
  for (const [position, file] of attachments.entries())
    await sql`
      insert into ${sql.table(`${area}.outbox_attachment`)} (outbox_id, position, filename, content_type, content)
      values (${outboxId}, ${position}, ${file.filename}, ${file.contentType}, ${file.content})`.execute(trx);
}

/** The files of one outbox mail, in order; none for an area without attachments. */
export async function attachmentsOf(db: Kysely<any>, area: string, outboxId: number): Promise<MailAttachment[]> {
  const { rows: found } = await sql<{ exists: boolean }>`select to_regclass(${`${area}.outbox_attachment`}) is not null as exists`.execute(
    db,
  );
  if (!found[0]?.exists) return [];
  const { rows } = await sql<{ filename: string; content_type: string; content: Buffer }>`
    select filename, content_type, content from ${sql.table(`${area}.outbox_attachment`)}
    where outbox_id = ${outboxId} order by position`.execute(db);
  return rows.map((row) => ({ filename: row.filename, contentType: row.content_type, content: row.content }));
}
