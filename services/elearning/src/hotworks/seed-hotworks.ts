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
