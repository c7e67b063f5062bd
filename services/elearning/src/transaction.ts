import type { Transaction } from 'kysely';
import type { ElearningDb, ElearningTables } from './db';

/** Runs fn in a transaction, joining the caller's when there is one (the demo seed runs inside one). */
export function inTransaction<T>(db: ElearningDb, fn: (trx: Transaction<ElearningTables>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db as Transaction<ElearningTables>) : db.transaction().execute(fn);
}
