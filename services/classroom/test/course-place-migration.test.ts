import { migrateArea } from '@atrium/service-core';
import { createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import { sql } from 'kysely';
import { migrations } from '../src/migrations';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await sql`create extension if not exists pg_trgm`.execute(database.db);
});

afterAll(async () => {
  await database.drop();
});

// Issue 16: the stand-in venue tables become the real ones without losing a row or an instance's link.
test('migration 0010 keeps the places, rooms and the links of instances and happenings, and marks the webinar places', async () => {
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0010'));
  await migrateArea(database.db, 'classroom', before);
  const db = database.db;
  await sql`insert into classroom.course_place (id, name, abbreviation, address, city) values
    (1, 'Kurssenter', 'KS', 'Gata 1', 'Oslo'), (5339, 'Webinar', null, null, null), (11429, 'Teams', null, null, null)`.execute(db);
  await sql`insert into classroom.course_place_room (id, course_place_id, name) values (7, 1, 'Sal 1')`.execute(db);
  await sql`insert into classroom.classroom_course (id, internal_name) values (1, 'Kurs')`.execute(db);
  await sql`insert into classroom.classroom_course_instance (id, classroom_course_id, course_place_id) values (3, 1, 1)`.execute(db);
  await sql`insert into classroom.classroom_happening (cli_id, date, from_time, to_time, room_id) values (3, '2026-05-01', '08:00', '16:00', 7)`.execute(
    db,
  );

  await migrateArea(db, 'classroom', migrations);

  const places = await sql<{ id: number; address_line: string | null; webinar: boolean; country_id: number }>`
    select id, address_line, webinar, country_id from classroom.course_place order by id`.execute(db);
  expect(places.rows).toEqual([
    { id: 1, address_line: 'Gata 1', webinar: false, country_id: 165 },
    { id: 5339, address_line: null, webinar: true, country_id: 165 },
    { id: 11429, address_line: null, webinar: true, country_id: 165 },
  ]);
  const links = await sql<{ course_place_id: number; room_id: number; confirmed: boolean }>`
    select i.course_place_id, h.room_id, r.confirmed from classroom.classroom_course_instance i
      join classroom.classroom_happening h on h.cli_id = i.id join classroom.course_place_room r on r.id = h.room_id`.execute(db);
  expect(links.rows).toEqual([{ course_place_id: 1, room_id: 7, confirmed: false }]);
});
