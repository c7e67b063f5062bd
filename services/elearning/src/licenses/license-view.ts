import type { EcourseLicense } from '@atrium/elearning-contract';
import type { LicenseRow } from './license-query';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function licenseView(row: LicenseRow): EcourseLicense {
  return {
    id: row.id,
    uuid: row.uuid,
    userId: row.user_id,
    remoteLearnerId: row.remote_learner_id,
    name: row.name,
    customerId: row.customer_id,
    started: iso(row.started),
    completed: iso(row.completed),
    approved: iso(row.approved),
    cancelled: row.cancelled,
    notPassed: row.not_passed,
    cancellationFee: row.cancellation_fee,
    asPartOfCourseProgram: row.as_part_of_course_program,
  };
}
