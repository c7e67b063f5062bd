import type { PersonClassroomLicense } from '@atrium/classroom-contract';
import type { ClassroomDb } from '../db';
import { myParticipations } from '../my-participations/my-participations-query';

const CLOSED = new Set(['cancelled', 'courseCancelled', 'approved']);

/** A person's participations as their own page lists them, with the customer and whether each is ongoing. */
export async function personClassroomLicenses(db: ClassroomDb, userId: number): Promise<PersonClassroomLicense[]> {
  const [participations, customers] = await Promise.all([
    myParticipations(db, userId),
    db.selectFrom('participant').select(['id', 'customer_id']).where('user_id', '=', userId).execute(),
  ]);
  const customerOf = new Map(customers.map((row) => [row.id, row.customer_id]));
  return participations.map((participation) => ({
    ...participation,
    customerId: customerOf.get(participation.id) ?? null,
    ongoing: participation.courseState === 'upcoming' && !CLOSED.has(participation.status),
  }));
}
