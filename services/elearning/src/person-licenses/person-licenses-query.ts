import type { PersonLicense } from '@atrium/elearning-contract';
import type { ElearningDb } from '../db';
import { myLicenses } from '../my-licenses/my-licenses-query';

/** A person's licenses as their own page lists them, with what the administrator's courses tab adds. */
export async function personLicenses(db: ElearningDb, userId: number): Promise<PersonLicense[]> {
  const [licenses, extras] = await Promise.all([
    myLicenses(db, userId),
    db
      .selectFrom('license as l')
      .innerJoin('ecourse as e', 'e.id', 'l.ecourse_id')
      .leftJoin('package as p', 'p.id', 'e.package_id')
      .select(['l.id', 'l.uuid', 'l.customer_id', 'l.as_part_of_course_program', 'p.id as package_id', 'p.type as package_type'])
      .where('l.user_id', '=', userId)
      .execute(),
  ]);
  const extraOf = new Map(extras.map((row) => [row.id, row]));
  return licenses.map((license) => {
    const extra = extraOf.get(license.id)!;
    return {
      ...license,
      customerId: extra.customer_id,
      asPartOfCourseProgram: extra.as_part_of_course_program,
      uuid: extra.uuid,
      package: extra.package_id !== null && extra.package_type !== null ? { id: extra.package_id, type: extra.package_type } : null,
      // Document 002 §4: licenses carry no expiry here, so "not expired and can start" is "still open".
      ongoing: license.status === 'notStarted' || license.status === 'started',
    };
  });
}
