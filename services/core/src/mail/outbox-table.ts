import type { ColumnType, Generated, Kysely } from 'kysely';

/** The row shape of `<area>.outbox` as created by outboxMigration. */
export interface OutboxTable {
  // bigserial: int8, which our pg type parser reads as a number.
  id: Generated<number>;
  to: string[];
  cc: ColumnType<string[], string[] | undefined, string[]>;
  subject: string;
  text: string;
  html: string | null;
  created_at: ColumnType<Date, never, never>;
  status: ColumnType<'queued' | 'sent' | 'failed', undefined, 'queued' | 'sent' | 'failed'>;
  attempts: ColumnType<number, undefined, number>;
  last_error: ColumnType<string | null, undefined, string | null>;
  sent_at: ColumnType<Date | null, undefined, Date | null>;
}

/** One area's outbox, typed, from the shared handle. */
export function outboxOf(db: Kysely<any>, area: string): Kysely<{ outbox: OutboxTable }> {
  return (db as Kysely<{ outbox: OutboxTable }>).withSchema(area);
}
