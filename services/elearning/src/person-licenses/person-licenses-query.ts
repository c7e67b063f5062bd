import type { PersonLicense } from '@atrium/elearning-contract';
import type { ElearningDb } from '../db';
import { myLicenses } from '../my-licenses/my-licenses-query';

/** A person's licenses as their own page lists them, with what the administrator's courses tab adds. */
export async function personLicenses(db: ElearningDb, userId: number): Promise<PersonLicense[]> {
  const [licenses, extras] = await Promise.all([
    myLicenses(db, userId),
    db.selectFrom('license').select(['id', 'customer_id', 'as_part_of_course_program']).where('user_id', '=', userId).execute(),
  ]);
  const extraOf = new Map(extras.map((row) => [row.id, row]));
  return licenses.map((license) => ({
    ...license,
    customerId: extraOf.get(license.id)?.customer_id ?? null,
    asPartOfCourseProgram: extraOf.get(license.id)?.as_part_of_course_program ?? false,
    // Document 002 §4: licenses carry no expiry here, so "not expired and can start" is "still open".
    ongoing: license.status === 'notStarted' || license.status === 'started',
  }));
}
