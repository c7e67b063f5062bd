import { sql, type Kysely } from 'kysely';

// Document 003 §3 "Issue", §4 issue statuses, §5 text shortened at 500 (decision 0231): issues raised on a lesson or a
// task, at a time in the video, in a package or its exam.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table authoring.issue (
      id serial primary key,
      uuid uuid not null unique default gen_random_uuid(),
      customer_id integer not null,
      lesson_id integer references authoring.lesson on delete cascade,
      task_id integer references authoring.task on delete cascade,
      package_id integer references authoring.package on delete set null,
      exam boolean not null default false,
      seconds integer check (seconds >= 0),
      message text not null check (length(message) between 1 and 500),
      comment text not null default '',
      status text not null default 'none' check (status in ('none', 'to_do', 'low_prio', 'critical', 'fixed', 'resolved', 'closed')),
      raised_by_user_id integer not null,
      raised_by text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (lesson_id is not null or task_id is not null)
    );
    create index issue_customer on authoring.issue (customer_id, created_at desc);
    create index issue_lesson on authoring.issue (lesson_id);
    create index issue_task on authoring.issue (task_id);
    create index issue_package on authoring.issue (package_id);
  `.execute(db);
}
