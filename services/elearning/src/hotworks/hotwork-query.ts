import { containsPattern } from '@atrium/service-core';
import type { HotworksListFilter } from '@atrium/elearning-contract';
import type { ElearningDb } from '../db';

/** Rows of GET data/hotworks/list: each given filter narrows the list, newest course day first. */
export function listHotworks(db: ElearningDb, filter: HotworksListFilter) {
  let query = db.selectFrom('hotwork').selectAll();
  if (filter.sentFire) query = query.where('sent_fire', '=', true);
  if (filter.sentCustomer) query = query.where('sent_to_customer', '=', true);
  if (filter.notCompleted) query = query.where('completed', '=', false);
  if (filter.completed) query = query.where('completed', '=', true);
  // "Registered fire drill" is the received proof; a date alone is not proof.
  if (filter.notRegisteredFireDrill) query = query.where('received_proof_of_fire_drill', '=', false);
  if (filter.year !== undefined) query = query.where((eb) => eb(eb.fn('date_part', [eb.val('year'), 'course_date']), '=', filter.year));
  if (filter.month !== undefined) query = query.where((eb) => eb(eb.fn('date_part', [eb.val('month'), 'course_date']), '=', filter.month));
  if (filter.customerId !== undefined) query = query.where('customer_id', '=', filter.customerId);
  if (filter.name) query = query.where('participant_name', 'ilike', containsPattern(filter.name));
  return query.orderBy('course_date', 'desc').orderBy('id', 'desc').execute();
}
