import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Package files live outside the database (storage_key names their folder); rows describe them.
  await sql`
    create table elearning.package (
      id serial primary key,
      uuid uuid not null unique default gen_random_uuid(),
      type text not null check (type in ('scorm12', 'scorm2004', 'cmi5')),
      title text not null,
      edition text,
      status text not null default 'development' check (status in ('development', 'testing', 'none', 'published')),
      owner_customer_id integer,
      storage_key text not null,
      launch_path text not null,
      manifest jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index package_type_created on elearning.package (type, created_at desc, id desc)`.execute(db);

  // SCOs of a SCORM package or AUs of a cmi5 course, in manifest order.
  await sql`
    create table elearning.package_item (
      id serial primary key,
      package_id integer not null references elearning.package (id) on delete cascade,
      position integer not null,
      identifier text not null,
      title text not null,
      launch_href text not null,
      parameters text,
      mastery_score double precision,
      move_on text check (move_on in ('Passed', 'Completed', 'CompletedAndPassed', 'CompletedOrPassed', 'NotApplicable')),
      launch_method text check (launch_method in ('AnyWindow', 'OwnWindow')),
      unique (package_id, identifier)
    )`.execute(db);

  // Minimal e-course: the course administration extends it with the rest of document 001 section 3.
  await sql`
    create table elearning.ecourse (
      id serial primary key,
      uuid uuid not null unique default gen_random_uuid(),
      internal_name text not null,
      package_id integer references elearning.package (id) on delete set null,
      can_start boolean not null default false,
      can_purchase boolean not null default false
    )`.execute(db);

  // user_id points into the users area: no foreign key across areas.
  await sql`
    create table elearning.license (
      id serial primary key,
      uuid uuid not null unique default gen_random_uuid(),
      user_id integer not null,
      user_uuid uuid,
      ecourse_id integer not null references elearning.ecourse (id),
      created_at timestamptz not null default now(),
      started timestamptz,
      completed timestamptz,
      approved timestamptz,
      cancelled boolean not null default false,
      not_passed boolean not null default false,
      completion_status text,
      success_status text,
      score_raw double precision,
      score_scaled double precision
    )`.execute(db);
  await sql`create index license_user on elearning.license (user_id)`.execute(db);
  await sql`create index license_ecourse on elearning.license (ecourse_id)`.execute(db);

  await sql`
    create table elearning.runtime_session (
      id serial primary key,
      uuid uuid not null unique default gen_random_uuid(),
      license_id integer not null references elearning.license (id) on delete cascade,
      package_item_id integer not null references elearning.package_item (id) on delete cascade,
      started_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      terminated_at timestamptz
    )`.execute(db);

  // The learner's CMI data per licence and item; the columns copy what the licence and lists need.
  await sql`
    create table elearning.learner_data (
      license_id integer not null references elearning.license (id) on delete cascade,
      package_item_id integer not null references elearning.package_item (id) on delete cascade,
      cmi jsonb not null default '{}',
      location text,
      suspend_data text,
      completion_status text,
      success_status text,
      score_raw double precision,
      score_scaled double precision,
      total_time text,
      -- The newest commit applied, so a retried older commit arriving late cannot undo a newer one.
      commit_session uuid,
      commit_seq integer,
      updated_at timestamptz not null default now(),
      primary key (license_id, package_item_id)
    )`.execute(db);

  await sql`
    create table elearning.cmi5_registration (
      registration uuid primary key default gen_random_uuid(),
      license_id integer not null references elearning.license (id) on delete cascade,
      package_item_id integer not null references elearning.package_item (id) on delete cascade,
      created_at timestamptz not null default now(),
      unique (license_id, package_item_id)
    )`.execute(db);

  // One launch: its fetch code may be redeemed once for the auth token the AU sends with every xAPI call.
  await sql`
    create table elearning.cmi5_launch (
      session_id uuid primary key default gen_random_uuid(),
      registration uuid not null references elearning.cmi5_registration (registration) on delete cascade,
      fetch_code text not null unique,
      auth_token text not null unique,
      fetched_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table elearning.cmi5_state (
      registration uuid not null references elearning.cmi5_registration (registration) on delete cascade,
      activity_id text not null,
      state_id text not null,
      content text not null,
      content_type text not null,
      updated_at timestamptz not null default now(),
      primary key (registration, activity_id, state_id)
    )`.execute(db);

  await sql`
    create table elearning.cmi5_statement (
      id uuid primary key,
      registration uuid not null references elearning.cmi5_registration (registration) on delete cascade,
      verb text not null,
      statement jsonb not null,
      stored timestamptz not null default now()
    )`.execute(db);
  await sql`create index cmi5_statement_registration on elearning.cmi5_statement (registration, stored)`.execute(db);

  // A zip the browser PUTs to the url handed out by upload/request, before it is imported.
  await sql`
    create table elearning.package_upload (
      id uuid primary key default gen_random_uuid(),
      user_id integer not null,
      created_at timestamptz not null default now(),
      received_at timestamptz,
      file_key text,
      size_bytes bigint
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table elearning.package_upload, elearning.cmi5_statement, elearning.cmi5_state, elearning.cmi5_launch,
      elearning.cmi5_registration, elearning.learner_data, elearning.runtime_session, elearning.license,
      elearning.ecourse, elearning.package_item, elearning.package`.execute(db);
}
