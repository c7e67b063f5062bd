import type { Kysely } from 'kysely';
import type { ParticipantStatus } from '@atrium/classroom-contract';
import { classroomDb } from '../db';

// Users and company areas' demo ids: Ada Admin 1 and Stian Staff 2 (Atrium Kurs AS, customer 1), Ingrid
// Instruktør 3, Carl Company 4 (Nordsjø Energi AS, customer 2, whose licenses he administers) and Sven
// Svensson 5 (Svensk Bygg AB, customer 3).

interface DemoParticipant {
  userId: number;
  customerId: number;
  status?: ParticipantStatus;
  fee?: number;
  courseProgram?: boolean;
}

/**
 * Per demo course and instance, first course day first: the two held ones, then the next one coming up. The
 * company's own screens remind Ingrid and cancel Carl's costly seat on the first-aid course (one Ingrid does not teach), so the staff's license list of
 * "Varme arbeider" keeps its seats as seeded whichever screen a visitor (or an e2e spec) uses first.
 */
const DEMO_PARTICIPANTS: Record<string, DemoParticipant[][]> = {
  'Varme arbeider': [
    [
      { userId: 1, customerId: 1, status: 'approved' },
      { userId: 3, customerId: 1, status: 'notapproved' },
    ],
    [
      { userId: 2, customerId: 1, status: 'approved' },
      { userId: 4, customerId: 2, status: 'absent' },
    ],
    [
      { userId: 4, customerId: 2, fee: 120000 },
      { userId: 2, customerId: 1, courseProgram: true },
      { userId: 1, customerId: 1 },
      { userId: 5, customerId: 3, status: 'cancelled' },
    ],
  ],
  // Ingrid passed the first one for Nordsjø Energi: her competence expires in three years, and Carl reminds her of it
  // from his own screens (decision 0233; company-licenses.spec.ts), so no other list's rows change.
  'Førstehjelp med hjertestarter': [[{ userId: 3, customerId: 2, status: 'approved' }], [], [{ userId: 4, customerId: 2, fee: 80000 }]],
};

/** Participants in each state on the demo course's instances, so the classroom license list has something under every filter. */
export async function seedDemoParticipants(shared: Kysely<any>): Promise<void> {
  const db = classroomDb(shared);
  const instances = await db
    .selectFrom('classroom_course_instance as i')
    .innerJoin('classroom_course as c', 'c.id', 'i.classroom_course_id')
    .select(['i.id', 'i.end_date', 'c.internal_name'])
    .where('c.internal_name', 'in', Object.keys(DEMO_PARTICIPANTS))
    .orderBy('i.start_date')
    .execute();
  const rows = Object.entries(DEMO_PARTICIPANTS).flatMap(([course, perInstance]) => {
    const ofCourse = instances.filter((instance) => instance.internal_name === course);
    return perInstance.flatMap((participants, index) => {
      const instance = ofCourse[index];
      if (!instance) return [];
      return participants.map((demo) => ({
        cli_id: instance.id,
        user_id: demo.userId,
        customer_id: demo.customerId,
        status: demo.status ?? 'enrolled',
        approved: demo.status === 'approved' ? instance.end_date : null,
        cancelled_at: demo.status === 'cancelled' ? new Date() : null,
        cancellation_fee: demo.fee ?? 0,
        as_part_of_course_program: demo.courseProgram ?? false,
      }));
    });
  });
  if (rows.length > 0) await db.insertInto('participant').values(rows).execute();
  // One seat of the coming instance is held back, so the seats it shows count a reservation too.
  const coming = instances.filter((instance) => instance.internal_name === 'Varme arbeider')[2];
  if (coming) await db.insertInto('reservation').values({ cli_id: coming.id, seats: 1, comment: 'Held for Nordsjø Energi AS' }).execute();
}
