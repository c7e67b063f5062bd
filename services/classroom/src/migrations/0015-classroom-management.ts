import { sql, type Kysely } from 'kysely';

// Document 002 §3 and §4: what staff run an instance with. The waiting list keeps its queue order (position);
// work items are one row per instance and key whose done is true, false or null (undefined in the document);
// the instance gets its packaged materials, external and internal info, the notification block and the
// has-score flags; the e-mails sent about an instance are linked to the area's outbox rows.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table classroom.waiting_list (
      id serial primary key,
      cli_id integer not null references classroom.classroom_course_instance (id) on delete cascade,
      user_id integer not null,
      customer_id integer,
      position bigserial not null,
      offered_at timestamptz,
      created timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index waiting_list_once on classroom.waiting_list (cli_id, user_id, coalesce(customer_id, 0))`.execute(db);
  await sql`create index waiting_list_queue on classroom.waiting_list (cli_id, position)`.execute(db);

  await sql`
    create table classroom.work_item (
      cli_id integer not null references classroom.classroom_course_instance (id) on delete cascade,
      key text not null check (key ~ '^[A-Za-z]{1,60}$'),
      done boolean,
      done_by integer,
      updated timestamptz not null default now(),
      primary key (cli_id, key)
    )`.execute(db);

  await sql`
    alter table classroom.classroom_course_instance
      add column external_info text,
      add column internal_info text,
      add column packaged_materials_count integer check (packaged_materials_count >= 0),
      add column packaged_materials_extra_info text,
      add column block_notifications boolean not null default false,
      add column instance_has_pre_score boolean not null default false,
      add column instance_has_post_score boolean not null default false`.execute(db);

  await sql`
    create table classroom.instance_email (
      outbox_id bigint primary key references classroom.outbox (id) on delete cascade,
      cli_id integer not null references classroom.classroom_course_instance (id) on delete cascade,
      kind text not null
    )`.execute(db);
  await sql`create index instance_email_cli on classroom.instance_email (cli_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table classroom.instance_email, classroom.work_item, classroom.waiting_list`.execute(db);
  await sql`
    alter table classroom.classroom_course_instance
      drop column external_info, drop column internal_info, drop column packaged_materials_count,
      drop column packaged_materials_extra_info, drop column block_notifications,
      drop column instance_has_pre_score, drop column instance_has_post_score`.execute(db);
}
