import { COUNTRY_NORWAY, COUNTRY_SWEDEN, WEBINAR_COURSE_PLACE_IDS } from '@atrium/classroom-contract';
import { sql } from 'kysely';
import type { ClassroomDb } from '../db';

// Atrium Kurs AS, the demo course provider (company area demo data; no cross-schema lookup).
const DEMO_OWNER = 1;

const PLACES = [
  {
    name: 'Atrium Kurssenter Oslo',
    abbreviation: 'OSL',
    address_line: 'Brynsveien 12',
    postal_code: '0667',
    city: 'OSLO',
    latitude: 59.9103,
    longitude: 10.8147,
    open_courses: true,
    lunch: 'Lunsj i kantina kl. 11.30.',
    rooms: [
      ['Sal 1', true],
      ['Sal 2', true],
      ['Verksted', false],
    ],
  },
  {
    name: 'Atrium Kurssenter Bergen',
    abbreviation: 'BGO',
    address_line: 'Kokstadflaten 5',
    postal_code: '5257',
    city: 'KOKSTAD',
    open_courses: true,
    rooms: [
      ['Fjorden', true],
      ['Vågen', false],
    ],
  },
  {
    name: 'Atrium Stavanger Offshore',
    abbreviation: 'SVG',
    address_line: 'Forusbeen 35',
    postal_code: '4033',
    city: 'STAVANGER',
    directions: 'Buss 3 fra sentrum til Forus.',
    accommodation: 'Quality Hotel Forus ligger 5 minutter unna.',
    rooms: [
      ['Basseng', true],
      ['Klasserom A', true],
    ],
  },
  {
    name: 'Atrium Utbildning Göteborg',
    abbreviation: 'GOT',
    address_line: 'Lindholmspiren 7',
    postal_code: '41756',
    city: 'Göteborg',
    country_id: COUNTRY_SWEDEN,
    rooms: [['Sal Hisingen', false]],
  },
] as const;

export interface SeededPlace {
  placeId: number;
  roomIds: number[];
}

/** The demo venues with their rooms, and the two webinar places of document 002 §9 under their own ids. */
export async function seedCoursePlaces(db: ClassroomDb): Promise<SeededPlace[]> {
  const seeded: SeededPlace[] = [];
  for (const { rooms, ...place } of PLACES) {
    const { id } = await db
      .insertInto('course_place')
      .values({ country_id: COUNTRY_NORWAY, owner_customer_id: DEMO_OWNER, ...place })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inserted = await db
      .insertInto('course_place_room')
      .values(rooms.map(([name, confirmed]) => ({ course_place_id: id, name, confirmed })))
      .returning('id')
      .execute();
    seeded.push({ placeId: id, roomIds: inserted.map((room) => room.id) });
  }
  await db
    .insertInto('course_place')
    .values(
      WEBINAR_COURSE_PLACE_IDS.map((id, index) => ({
        id,
        name: index === 0 ? 'Webinar' : 'Webinar (Teams)',
        abbreviation: index === 0 ? 'WEB' : 'WEBT',
        owner_customer_id: DEMO_OWNER,
        webinar: true,
      })),
    )
    .execute();
  // Places added later must not run into the fixed ids.
  await sql`select setval(pg_get_serial_sequence('classroom.course_place', 'id'), (select max(id) from classroom.course_place))`.execute(
    db,
  );
  return seeded;
}

/** A few course-place ratings per past instance, as evaluations leave them, so the ratings screen has data. */
export async function seedCoursePlaceRatings(db: ClassroomDb): Promise<void> {
  const past = await db
    .selectFrom('classroom_course_instance')
    .select(['id', 'course_place_id', 'end_date'])
    .where('end_date', '<', sql<string>`current_date`)
    .where('course_place_id', 'is not', null)
    .orderBy('id')
    .execute();
  const rows = past.flatMap((instance, index) =>
    [0, 1, 2].map((answer) => ({
      course_place_id: instance.course_place_id!,
      cli_id: instance.id,
      rating: 5 - ((index + answer * 2) % 4 === 3 ? 3 : (index + answer) % 3),
      rated_at: `${instance.end_date}T15:00:00Z`,
    })),
  );
  if (rows.length > 0) await db.insertInto('course_place_rating').values(rows).execute();
}
