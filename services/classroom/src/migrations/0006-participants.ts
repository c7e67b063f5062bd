import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Participants are the classroom licences (spec README): one person, bought for a customer, on one instance.
  // The status list is the contract's PARTICIPANT_STATUSES; an approved participant carries its day and nobody else does.
  await sql`
    create table classroom.participant (
      id serial primary key,
      uuid uuid not null unique default gen_random_uuid(),
      cli_id integer not null references classroom.classroom_course_instance (id) on delete restrict,
      user_id integer not null,
      customer_id integer,
      status text not null default 'enrolled'
        check (status in ('enrolled', 'signed', 'approved', 'notapproved', 'absent', 'cancelled', 'coursecancelled')),
      approved date,
      approved_at timestamptz,
      approved_by integer,
      cancelled_at timestamptz,
      cancelled_by integer,
      cancellation_fee integer not null default 0 check (cancellation_fee >= 0),
      as_part_of_course_program boolean not null default false,
      created timestamptz not null default now(),
      check ((status = 'approved') = (approved is not null)),
      check ((status in ('cancelled', 'coursecancelled')) = (cancelled_at is not null))
    )`.execute(db);
  await sql`create index participant_cli on classroom.participant (cli_id, status)`.execute(db);
  await sql`create index participant_customer on classroom.participant (customer_id, cli_id) where customer_id is not null`.execute(db);
  // Document 002 §4: the same person for the same customer is on an instance once, unless cancelled.
  await sql`
    create unique index participant_once on classroom.participant (cli_id, user_id, coalesce(customer_id, 0))
    where status not in ('cancelled', 'coursecancelled')`.execute(db);

  // Document 002 §3: seats held back on an instance; they count against the free seats.
  await sql`
    create table classroom.reservation (
      id serial primary key,
      cli_id integer not null references classroom.classroom_course_instance (id) on delete cascade,
      seats integer not null check (seats > 0),
      comment text,
      created timestamptz not null default now()
    )`.execute(db);
  await sql`create index reservation_cli on classroom.reservation (cli_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table classroom.reservation, classroom.participant`.execute(db);
}
