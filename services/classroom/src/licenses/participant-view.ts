import type { ClassroomLicense } from '@atrium/classroom-contract';
import type { ParticipantRow } from './participant-query';

export function participantView(row: ParticipantRow): ClassroomLicense {
  return {
    id: row.id,
    uuid: row.uuid,
    cliId: row.cli_id,
    userId: row.user_id,
    name: row.name,
    customerId: row.customer_id,
    status: row.status,
    derivedStatus: row.derived_status,
    courseState: row.course_state,
    startDate: row.start_date,
    endDate: row.end_date,
    approved: row.approved,
    cancelled: row.cancelled,
    cancellationFee: row.cancellation_fee,
    asPartOfCourseProgram: row.as_part_of_course_program,
    created: row.created.toISOString(),
  };
}
