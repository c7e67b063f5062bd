import { sql } from 'kysely';
import type { ElearningDb } from '../db';

// Demo certificates spread over this year and last, for the demo customers (company area ids 1 to 3),
// so every filter of /hotworks has something to find and something to leave out.
const DEMO_HOTWORKS = [
  {
    name: 'Ola Nordmann',
    customerId: 2,
    monthsAgo: 0,
    certificate: 'HW-1001',
    proof: true,
    drillDaysAfter: 1,
    sentToCustomer: true,
    sentFire: true,
    completed: true,
  },
  {
    name: 'Kari Nordmann',
    customerId: 2,
    monthsAgo: 1,
    certificate: 'HW-1002',
    proof: false,
    drillDaysAfter: null,
    sentToCustomer: false,
    sentFire: true,
    completed: false,
  },
  {
    name: 'Per Hansen',
    customerId: 1,
    monthsAgo: 2,
    certificate: null,
    proof: false,
    drillDaysAfter: null,
    sentToCustomer: false,
    sentFire: false,
    completed: false,
  },
  {
    name: 'Sven Svensson',
    customerId: 3,
    monthsAgo: 5,
    certificate: 'HW-0907',
    proof: true,
    drillDaysAfter: 3,
    sentToCustomer: true,
    sentFire: false,
    completed: true,
  },
  {
    name: 'Anna Berg',
    customerId: 1,
    monthsAgo: 14,
    certificate: 'HW-0412',
    proof: true,
    drillDaysAfter: 2,
    sentToCustomer: true,
    sentFire: true,
    completed: true,
  },
];

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export async function seedDemoHotworks(db: ElearningDb, now = new Date()): Promise<void> {
  await db
    .insertInto('hotwork')
    .values(
      DEMO_HOTWORKS.map((demo) => {
        const courseDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - demo.monthsAgo, 10));
        const drillDay = demo.drillDaysAfter === null ? null : new Date(courseDay.getTime() + demo.drillDaysAfter * 86_400_000);
        return {
          participant_name: demo.name,
          customer_id: demo.customerId,
          course_date: isoDay(courseDay),
          certificate_number: demo.certificate,
          received_proof_of_fire_drill: demo.proof,
          fire_drill_date: drillDay && isoDay(drillDay),
          sent_to_customer: demo.sentToCustomer,
          sent_fire: demo.sentFire,
          completed: demo.completed,
        };
      }),
    )
    .execute();
}

/**
 * Records that certify a seat on the classroom demo course "Varme arbeider" (decision 0256), found through the view the
 * classroom area publishes: Ada Admin passed the first course day and holds her certificate; Carl Company (Nordsjø
 * Energi AS) was absent from the second, so his record is open, which his company's licence report shows beside the
 * seat. None when the classroom area is absent (this area's tests seed it alone). Names as the users area seeds them.
 */
const CERTIFIED_SEATS = [
  { name: 'Ada Admin', userId: 1, customerId: 1, passed: true, certificate: 'HW-1003', drillDaysAfter: 2 },
  { name: 'Carl Company', userId: 4, customerId: 2, passed: false, certificate: null, drillDaysAfter: null },
];

export async function seedDemoCertifiedHotworks(db: ElearningDb): Promise<void> {
  const published = await sql<{ present: boolean }>`select to_regclass('published.classroom_participant') is not null as present`.execute(
    db,
  );
  if (!published.rows[0]?.present) return;
  for (const seat of CERTIFIED_SEATS) {
    const { rows } = await sql<{ id: number; day: string }>`
      select id, completed::date::text as day from published.classroom_participant
      where course_name = 'Varme arbeider' and user_id = ${seat.userId} and customer_id = ${seat.customerId}
        and completed is not null and not_passed = ${!seat.passed}
      order by completed limit 1`.execute(db);
    const participant = rows[0];
    if (!participant) continue;
    await db
      .insertInto('hotwork')
      .values({
        participant_id: participant.id,
        participant_name: seat.name,
        customer_id: seat.customerId,
        course_date: participant.day,
        certificate_number: seat.certificate,
        received_proof_of_fire_drill: seat.passed,
        fire_drill_date: seat.drillDaysAfter === null ? null : sql<string>`${participant.day}::date + ${seat.drillDaysAfter}::int`,
        sent_to_customer: seat.passed,
        sent_fire: seat.passed,
        completed: seat.passed,
      })
      .execute();
  }
}
