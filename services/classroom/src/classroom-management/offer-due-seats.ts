import type { ScheduledJob } from '@atrium/service-core';
import { STATUS_CANCELLED } from '@atrium/classroom-contract';
import { classroomDb, type ClassroomDb } from '../db';
import { lockInstance, type Trx } from './managed-instance';
import { offerFreedSeats } from './waiting-list-offer';

/** Offers the seats freed at these instances to their waiting lists, and clears them from seat_offer_due (migration 0092). */
export async function offerSeatsFreedAt(trx: Trx, cliIds: readonly number[]): Promise<void> {
  for (const cliId of [...new Set(cliIds)].sort((a, b) => a - b)) {
    const instance = await lockInstance(trx, cliId);
    if (instance.status !== STATUS_CANCELLED) await offerFreedSeats(trx, instance);
  }
  if (cliIds.length > 0)
    await trx
      .deleteFrom('seat_offer_due')
      .where('cli_id', 'in', [...cliIds])
      .execute();
}

/** Each instance recorded by another area's cancel, offered in its own transaction; a concurrent run skips the locked ones. */
async function offerDueSeats(db: ClassroomDb): Promise<void> {
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('seat_offer_due')
        .select('cli_id')
        .orderBy('due_at')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (due) await offerSeatsFreedAt(trx, [due.cli_id]);
      return !due;
    });
    if (done) return;
  }
}

// Every minute: a freed seat reaches the queue soon after the company admin's cancel.
export const offerDueSeatsJob: ScheduledJob = {
  name: 'offer-due-seats',
  cron: '* * * * *',
  run: async (db) => {
    await offerDueSeats(classroomDb(db));
  },
};
