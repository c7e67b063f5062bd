import type { Selectable } from 'kysely';
import type { Hotwork } from '@atrium/elearning-contract';
import type { ElearningTables } from '../db';

export function hotworkView(row: Selectable<ElearningTables['hotwork']>): Hotwork {
  return {
    id: row.id,
    name: row.participant_name,
    customerId: row.customer_id,
    courseDate: row.course_date,
    certificateNumber: row.certificate_number,
    receivedProofOfFireDrill: row.received_proof_of_fire_drill,
    fireDrillDate: row.fire_drill_date,
    comments: row.comments,
    sentToCustomer: row.sent_to_customer,
    sentFire: row.sent_fire,
    completed: row.completed,
  };
}
