import { containsPattern, HttpError } from '@atrium/service-core';
import { coursePlacePictureUrl, type CoursePlaceDetail, type CoursePlacePage } from '@atrium/classroom-contract';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { coursePlaceListQuerySchema } from '@atrium/classroom-contract';
import type { ClassroomDb, ClassroomTables } from '../db';
import { countryNameOf } from './countries';

const ROOM_COLUMNS = ['id', 'name', 'description', 'course_place_id as coursePlaceId', 'confirmed'] as const;

export async function listRooms(db: Kysely<ClassroomTables>, placeId: number) {
  return db
    .selectFrom('course_place_room')
    .select(ROOM_COLUMNS)
    .where('course_place_id', '=', placeId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** One place as the registration form shows it; 404 when there is none. */
export async function loadCoursePlace(db: Kysely<ClassroomTables>, id: number, locale: string): Promise<CoursePlaceDetail> {
  const place = await db.selectFrom('course_place').selectAll().where('id', '=', id).executeTakeFirst();
  if (!place) throw new HttpError(404, 'Course place not found');
  return {
    id: place.id,
    name: place.name,
    abbreviation: place.abbreviation,
    addressLine: place.address_line,
    postalCode: place.postal_code,
    city: place.city,
    countryId: place.country_id,
    country: countryNameOf(place.country_id, locale),
    phone: place.phone,
    contactInfo: place.contact_info,
    ownerCustomerId: place.owner_customer_id,
    openCourses: place.open_courses,
    geolocation:
      place.latitude === null || place.longitude === null ? null : { latitude: String(place.latitude), longitude: String(place.longitude) },
    directions: place.directions,
    accommodation: place.accommodation,
    lunch: place.lunch,
    coursePlacePicture: place.picture_key ? coursePlacePictureUrl(place.id, place.version) : null,
    webinar: place.webinar,
    isAtriumCoursePlaceResponsible: place.is_atrium_course_place_responsible,
    soSync: place.so_sync,
    version: place.version,
    rooms: await listRooms(db, id),
  };
}

type ListQuery = z.output<typeof coursePlaceListQuerySchema>;

/**
 * /course-place-list: the places the search finds, a page at a time, each with its course instances (all, place
 * confirmed, not confirmed) and its rating; the counts also over every place found (decision 0162).
 */
export async function listCoursePlaces(db: ClassroomDb, query: ListQuery): Promise<CoursePlacePage> {
  const { q, openCoursesOnly, page, pageSize } = query;
  const found = db
    .selectFrom('course_place as p')
    .$if(Boolean(q), (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('p.name', 'ilike', containsPattern(q!)),
          eb('p.abbreviation', 'ilike', containsPattern(q!)),
          eb('p.city', 'ilike', containsPattern(q!)),
        ]),
      ),
    )
    .$if(Boolean(openCoursesOnly), (qb) => qb.where('p.open_courses', '=', true))
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('classroom_course_instance as i')
          .select([
            sql<number>`count(*)::int`.as('total'),
            sql<number>`(count(*) filter (where i.course_place_confirmed))::int`.as('confirmed'),
          ])
          .whereRef('i.course_place_id', '=', 'p.id')
          .as('c'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('course_place_rating as r')
          .select([sql<string | null>`round(avg(r.rating), 2)`.as('average'), sql<number>`count(*)::int`.as('ratings')])
          .whereRef('r.course_place_id', '=', 'p.id')
          .as('r'),
      (join) => join.onTrue(),
    );

  const [rows, sums] = await Promise.all([
    found
      .select([
        'p.id',
        'p.name',
        'p.abbreviation',
        'p.city',
        'p.open_courses as openCourses',
        'p.webinar',
        'c.total',
        'c.confirmed',
        'r.average',
        'r.ratings',
      ])
      .orderBy(sql`lower(p.name)`)
      .orderBy('p.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    found
      .select([
        sql<number>`count(*)::int`.as('places'),
        sql<number>`coalesce(sum(c.total), 0)::int`.as('total'),
        sql<number>`coalesce(sum(c.confirmed), 0)::int`.as('confirmed'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      abbreviation: row.abbreviation,
      city: row.city,
      openCourses: row.openCourses,
      webinar: row.webinar,
      total: row.total ?? 0,
      confirmed: row.confirmed ?? 0,
      unconfirmed: (row.total ?? 0) - (row.confirmed ?? 0),
      rating: { value: row.average === null ? null : Number(row.average), count: row.ratings ?? 0 },
    })),
    total: sums.places,
    counts: { total: sums.total, confirmed: sums.confirmed, unconfirmed: sums.total - sums.confirmed },
    page,
    pageSize,
  };
}
