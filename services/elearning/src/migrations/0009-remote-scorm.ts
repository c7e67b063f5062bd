import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Customers for remote SCORM (document 001 §7): the token is the secret a customer's wrapper package
  // carries; a new token makes packages downloaded before useless. customer_id points into the company
  // area and created_by into the users area: no foreign keys across areas.
  await sql`
    create table elearning.remote_scorm_customer (
      id serial primary key,
      ecourse_id integer not null references elearning.ecourse (id) on delete cascade,
      customer_id integer not null,
      token uuid not null unique default gen_random_uuid(),
      max_learners integer check (max_learners > 0),
      created_at timestamptz not null default now(),
      created_by integer,
      unique (ecourse_id, customer_id)
    )`.execute(db);

  // A learner a customer's LMS sent, known by the id that LMS gives; not an Atrium user. Kept per customer
  // (not per wrapper), so removing a customer and adding it again finds the same learners and licences.
  await sql`
    create table elearning.remote_learner (
      id serial primary key,
      customer_id integer not null,
      learner_id text not null,
      name text not null default '',
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      unique (customer_id, learner_id)
    )`.execute(db);

  // A licence is held by an Atrium user or by a remote learner, never both, and a remote learner holds one
  // licence of a course that is not cancelled (after a cancellation the next launch takes a new one).
  await sql`
    alter table elearning.license
      alter column user_id drop not null,
      add column remote_learner_id integer references elearning.remote_learner (id),
      add constraint license_one_holder check ((user_id is null) <> (remote_learner_id is null))`.execute(db);
  await sql`create unique index license_remote_learner on elearning.license (ecourse_id, remote_learner_id) where remote_learner_id is not null and not cancelled`.execute(
    db,
  );

  // The token a remote session started with: its calls stop working when that token is replaced or the
  // customer removed. Null for sessions of signed-in learners.
  await sql`alter table elearning.runtime_session add column remote_token uuid`.execute(db);
  // The same for a cmi5 launch: the AU's xAPI calls stop with the token.
  await sql`alter table elearning.cmi5_launch add column remote_token uuid`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table elearning.cmi5_launch drop column remote_token`.execute(db);
  await sql`alter table elearning.runtime_session drop column remote_token`.execute(db);
  await sql`delete from elearning.license where remote_learner_id is not null`.execute(db);
  await sql`
    alter table elearning.license
      drop constraint license_one_holder,
      drop column remote_learner_id,
      alter column user_id set not null`.execute(db);
  await sql`drop table elearning.remote_learner`.execute(db);
  await sql`drop table elearning.remote_scorm_customer`.execute(db);
}
