import { sql, type Kysely } from 'kysely';

// Document 003 §3: packages with chapters of lessons and exam groups of tasks, lessons with their files, tasks with
// options, tags. Every object belongs to the customer whose authors made it (decision 0190). Order is a position
// column rewritten as a whole by the rearrange calls.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table authoring.package (
      id serial primary key,
      uuid uuid not null unique default gen_random_uuid(),
      customer_id integer not null,
      internal_name text not null check (length(internal_name) between 1 and 200),
      status text not null default 'development' check (status in ('none', 'development', 'testing', 'published', 'archived')),
      locale text not null check (locale in ('nb_NO', 'sv_SE', 'en_US')),
      texts jsonb not null default '{}',
      exam boolean not null default false,
      intro boolean not null default false,
      exam_percent_required integer not null default 70 check (exam_percent_required between 0 and 100),
      framework_url text not null,
      software_version text not null default 'EC3' check (software_version in ('EC2', 'EC3', 'Other')),
      updated_at timestamptz not null default now()
    );
    create index package_customer on authoring.package (customer_id, status);

    create table authoring.chapter (
      id serial primary key,
      package_id integer not null references authoring.package on delete cascade,
      position integer not null,
      texts jsonb not null default '{}'
    );
    create index chapter_package on authoring.chapter (package_id, position);

    create table authoring.lesson (
      id serial primary key,
      uuid uuid not null unique default gen_random_uuid(),
      customer_id integer not null,
      lesson_type text not null check (lesson_type in ('video', 'videoNoFiles', 'html', 'htmlv2', 'task')),
      locale text not null check (locale in ('nb_NO', 'sv_SE', 'en_US')),
      texts jsonb not null default '{}',
      js_file text,
      video_file text,
      video_url text,
      video_duration integer check (video_duration >= 0),
      unique_file_name text,
      ending_links jsonb not null default '[]',
      disabled boolean not null default false,
      updated_at timestamptz not null default now()
    );
    create index lesson_customer on authoring.lesson (customer_id);
    create unique index lesson_unique_file_name on authoring.lesson (customer_id, unique_file_name);

    create table authoring.chapter_lesson (
      chapter_id integer not null references authoring.chapter on delete cascade,
      lesson_id integer not null references authoring.lesson on delete restrict,
      position integer not null,
      primary key (chapter_id, lesson_id)
    );
    create index chapter_lesson_lesson on authoring.chapter_lesson (lesson_id);

    create table authoring.lesson_file (
      lesson_id integer not null references authoring.lesson on delete cascade,
      file_name text not null check (file_name ~ '^[A-Za-z0-9._-]+$'),
      storage_key text not null,
      size_bytes bigint not null,
      content_type text not null,
      uploaded_at timestamptz not null default now(),
      primary key (lesson_id, file_name)
    );

    create table authoring.task (
      id serial primary key,
      uuid uuid not null unique default gen_random_uuid(),
      customer_id integer not null,
      locale text not null check (locale in ('nb_NO', 'sv_SE', 'en_US')),
      texts jsonb not null default '{}',
      multiple_correct boolean not null default false,
      require_sound boolean not null default false,
      require_image boolean not null default false,
      updated_at timestamptz not null default now()
    );
    create index task_customer on authoring.task (customer_id);

    create table authoring.task_option (
      task_id integer not null references authoring.task on delete cascade,
      idx integer not null check (idx between 0 and 99),
      texts jsonb not null default '{}',
      correct boolean not null default false,
      deleted boolean not null default false,
      primary key (task_id, idx)
    );

    create table authoring.lesson_task (
      lesson_id integer not null references authoring.lesson on delete cascade,
      task_id integer not null references authoring.task on delete restrict,
      position integer not null,
      primary key (lesson_id, task_id)
    );
    create index lesson_task_task on authoring.lesson_task (task_id);

    create table authoring.exam_group (
      id serial primary key,
      package_id integer not null references authoring.package on delete cascade,
      position integer not null,
      internal_name text not null check (length(internal_name) between 1 and 200),
      take integer not null check (take >= 1)
    );
    create index exam_group_package on authoring.exam_group (package_id, position);

    create table authoring.exam_group_task (
      exam_group_id integer not null references authoring.exam_group on delete cascade,
      task_id integer not null references authoring.task on delete restrict,
      position integer not null,
      primary key (exam_group_id, task_id)
    );
    create index exam_group_task_task on authoring.exam_group_task (task_id);

    create table authoring.tag (
      id serial primary key,
      customer_id integer not null,
      name text not null check (length(name) between 1 and 100)
    );
    create unique index tag_name on authoring.tag (customer_id, lower(name));

    create table authoring.task_tag (
      task_id integer not null references authoring.task on delete cascade,
      tag_id integer not null references authoring.tag on delete cascade,
      primary key (task_id, tag_id)
    );
    create table authoring.lesson_tag (
      lesson_id integer not null references authoring.lesson on delete cascade,
      tag_id integer not null references authoring.tag on delete cascade,
      primary key (lesson_id, tag_id)
    );

    create table authoring.package_filter (
      user_id integer primary key,
      filter text not null check (filter in ('all-non-archived', 'all', 'none', 'development', 'testing', 'published', 'archived'))
    );
  `.execute(db);
}
