import type { ReportsDb } from './db';

/** Runs work in a transaction, joining the caller's when there is one (the demo seed runs inside the platform's). */
export function inTransaction<T>(db: ReportsDb, work: (trx: ReportsDb) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
