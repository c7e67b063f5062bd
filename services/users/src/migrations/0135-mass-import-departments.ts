import { sql, type Kysely } from 'kysely';

// The department memberships an import made (through the company area's published function, decision 0216), so an
// undo removes exactly those, and the departments it made once they are empty again.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table users.mass_import_department (
      import_id integer not null references users.mass_import (id) on delete cascade,
      department_id integer not null,
      user_id integer not null,
      department_created boolean not null,
      primary key (import_id, department_id, user_id)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table users.mass_import_department`.execute(db);
}
