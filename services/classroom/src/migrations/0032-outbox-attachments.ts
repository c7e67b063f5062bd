import { outboxAttachmentMigration } from '@atrium/service-core';
import type { Kysely } from 'kysely';

// The course report and participant list are e-mailed as PDFs through the outbox (document 002 §7 kursrapport/email).
const attachments = outboxAttachmentMigration('classroom');

export async function up(db: Kysely<any>): Promise<void> {
  await attachments.up(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await attachments.down!(db);
}
