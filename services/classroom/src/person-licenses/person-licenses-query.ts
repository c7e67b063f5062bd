import type { PersonClassroomLicense } from '@atrium/classroom-contract';
import type { ClassroomDb } from '../db';
import { myParticipations } from '../my-participations/my-participations-query';

const CLOSED = new Set(['cancelled', 'courseCancelled', 'approved']);

/** A person's participations as their own page lists them, with the customer, whether each is ongoing and in a programme. */
export async function personClassroomLicenses(db: ClassroomDb, userId: number): Promise<PersonClassroomLicense[]> {
  const [participations, customers] = await Promise.all([
    myParticipations(db, userId),
    db.selectFrom('participant').select(['id', 'customer_id', 'as_part_of_course_program']).where('user_id', '=', userId).execute(),
  ]);
  const rowOf = new Map(customers.map((row) => [row.id, row]));
  return participations.map((participation) => ({
    ...participation,
    customerId: rowOf.get(participation.id)?.customer_id ?? null,
    asPartOfCourseProgram: rowOf.get(participation.id)?.as_part_of_course_program ?? false,
    ongoing: participation.courseState === 'upcoming' && !CLOSED.has(participation.status),
  }));
}
