import { sql, type Kysely } from 'kysely';

// The area's tables arrive with its features; the schema marks the area's place in the database.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists elearning`.execute(db);
}
