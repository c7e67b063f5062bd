import { deleteFile, HttpError, hasAnyRole, PLATFORM_ADMINS, type Principal, RequestValidationError } from '@atrium/service-core';
import type { coursePlaceUpdateSchema, coursePlaceWriteSchema } from '@atrium/classroom-contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { ClassroomDb } from '../db';
import { countryCodeOf } from './countries';
import { cityOfPostalCode } from './postal-code-lookup';

export const PICTURE_AREA = 'classroom';

type PlaceWrite = z.output<typeof coursePlaceWriteSchema>;
type PlaceUpdate = z.output<typeof coursePlaceUpdateSchema>;

/** The columns of a write, with the rules of document 003 §5 applied. */
async function columnsOf(write: PlaceWrite) {
  if (!countryCodeOf(write.countryId)) throw RequestValidationError.forField('countryId', [], 'validation.unknownChoice');
  // A place without both latitude and longitude is saved with no geolocation.
  const located = write.latitude !== null && write.longitude !== null;
  // The form fills the city from the postal code; a caller that left it out gets the same.
  const city = write.city ?? (write.postalCode ? await cityOfPostalCode(write.countryId, write.postalCode) : null);
  return {
    name: write.name,
    abbreviation: write.abbreviation,
    address_line: write.addressLine,
    postal_code: write.postalCode,
    city,
    country_id: write.countryId,
    phone: write.phone,
    contact_info: write.contactInfo,
    open_courses: write.openCourses,
    latitude: located ? Number(write.latitude) : null,
    longitude: located ? Number(write.longitude) : null,
    directions: write.directions,
    accommodation: write.accommodation,
    lunch: write.lunch,
    webinar: write.webinar,
    is_atrium_course_place_responsible: write.isAtriumCoursePlaceResponsible,
  };
}

/** Document 003 §6: the course-place admin flag belongs to platform administrators. */
function requireFlagRight(principal: Principal, from: boolean, to: boolean): void {
  if (from !== to && !hasAnyRole(principal, PLATFORM_ADMINS))
    throw new HttpError(403, 'isAtriumCoursePlaceResponsible: only platform administrators change it');
}

/** A new venue: country 165, not open for courses and owned by the caller's customer unless the form says otherwise. */
export async function createCoursePlace(db: ClassroomDb, principal: Principal, write: PlaceWrite): Promise<number> {
  requireFlagRight(principal, false, write.isAtriumCoursePlaceResponsible);
  const columns = await columnsOf(write);
  const { id } = await db
    .insertInto('course_place')
    .values({ ...columns, owner_customer_id: write.ownerCustomerId ?? principal.activeCustomerId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Saves over the version the editor loaded only: of two saves made from one version, the second gets a 409. */
export async function updateCoursePlace(db: ClassroomDb, principal: Principal, id: number, write: PlaceUpdate): Promise<void> {
  const columns = await columnsOf(write);
  await db.transaction().execute(async (trx) => {
    const place = await trx
      .selectFrom('course_place')
      .select(['version', 'is_atrium_course_place_responsible', 'owner_customer_id'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!place) throw new HttpError(404, 'Course place not found');
    if (place.version !== write.version) throw new HttpError(409, 'validation.stale');
    requireFlagRight(principal, place.is_atrium_course_place_responsible, write.isAtriumCoursePlaceResponsible);
    await trx
      .updateTable('course_place')
      .set({ ...columns, owner_customer_id: write.ownerCustomerId ?? place.owner_customer_id, version: sql`version + 1` })
      .where('id', '=', id)
      .execute();
  });
}

/** A place in use by a course instance stays (409); its picture goes after the commit. */
export async function deleteCoursePlace(db: ClassroomDb, id: number): Promise<void> {
  const key = await db.transaction().execute(async (trx) => {
    const place = await trx.selectFrom('course_place').select('picture_key').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!place) throw new HttpError(404, 'Course place not found');
    const used = await trx
      .selectFrom('classroom_course_instance')
      .select('id')
      .where('course_place_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (used) throw new HttpError(409, 'course-place.delete.inUse');
    await trx.deleteFrom('course_place').where('id', '=', id).execute();
    return place.picture_key;
  });
  if (key) await deleteFile(PICTURE_AREA, key);
}

/** Sets or clears the picture; the file it replaces is removed after the commit, so a failed save loses nothing. */
export async function replacePicture(db: ClassroomDb, id: number, picture: { key: string; type: string } | null): Promise<void> {
  const previous = await db.transaction().execute(async (trx) => {
    const place = await trx.selectFrom('course_place').select('picture_key').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!place) throw new HttpError(404, 'Course place not found');
    await trx
      .updateTable('course_place')
      .set({ picture_key: picture?.key ?? null, picture_type: picture?.type ?? null, version: sql`version + 1` })
      .where('id', '=', id)
      .execute();
    return place.picture_key;
  });
  if (previous) await deleteFile(PICTURE_AREA, previous);
}
