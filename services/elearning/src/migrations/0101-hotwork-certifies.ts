import { sql, type Kysely } from 'kysely';

// A hot-works record certifies one person's hot-works course (decision 0256): a seat on a classroom "Varme arbeider"
// course (the classroom area's participant, its classroom licence) or an e-learning licence. The licence is this
// area's own row, so it has a foreign key; the participant is another area's, so it is an id without one, as the
// record's customer_id already is. A record certifies at most one of them, and a licence or participant has at most
// one record. Older records keep neither: they stand on the name, customer and course day they always had.
// The company area's licence report shows a linked record's summary beside the row it certifies, read through
// published.elearning_hotwork only.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table elearning.hotwork
      add column license_id integer unique references elearning.license (id),
      add column participant_id integer unique,
      add constraint hotwork_certifies_one check (license_id is null or participant_id is null)`.execute(db);
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create view published.elearning_hotwork as
    select id, license_id, participant_id, customer_id, course_date, certificate_number, received_proof_of_fire_drill,
           fire_drill_date, sent_to_customer, sent_fire, completed
    from elearning.hotwork
    where license_id is not null or participant_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view published.elearning_hotwork`.execute(db);
  await sql`
    alter table elearning.hotwork drop constraint hotwork_certifies_one, drop column participant_id, drop column license_id`.execute(db);
}
