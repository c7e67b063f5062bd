import { HttpError } from '@atrium/service-core';
import type { Kysely } from 'kysely';
import { customerNames, personNames } from '../courses/published-lookups';
import type { ClassroomDb } from '../db';
import { evaluationOverview } from '../instance-evaluations/instance-evaluation-query';

interface ReportParticipant {
  id: number;
  name: string;
  customerName: string | null;
  status: string;
  pretest: number | null;
  posttest: number | null;
  signature: { png: Buffer; signedAt: Date; sha256: string } | null;
}

/** What the course report and the participant list print: the instance, its people (of one customer or all). */
export async function courseReportData(db: ClassroomDb, cliId: number, customerId: number | null) {
  const instance = await db
    .selectFrom('classroom_course_instance as i')
    .innerJoin('classroom_course as c', 'c.id', 'i.classroom_course_id')
    .leftJoin('course_place as cp', 'cp.id', 'i.course_place_id')
    .select(['i.id', 'i.start_date', 'i.end_date', 'i.report_customer_comment', 'c.internal_name', 'cp.name as place'])
    .where('i.id', '=', cliId)
    .executeTakeFirst();
  if (!instance) throw new HttpError(404, 'Course instance not found');
  const rows = await db
    .selectFrom('participant as p')
    .leftJoin('participant_signature as s', 's.participant_id', 'p.id')
    .select(['p.id', 'p.user_id', 'p.customer_id', 'p.status', 'p.pretest', 'p.posttest', 's.png', 's.signed_at', 's.sha256'])
    .where('p.cli_id', '=', cliId)
    .where('p.status', 'not in', ['cancelled', 'coursecancelled'])
    .$if(customerId !== null, (q) => q.where('p.customer_id', '=', customerId))
    .execute();
  const [people, customers, evaluations] = await Promise.all([
    personNames(
      db as Kysely<any>,
      rows.map((row) => row.user_id),
    ),
    customerNames(db as Kysely<any>, [...new Set(rows.flatMap((row) => (row.customer_id === null ? [] : [row.customer_id])))]),
    evaluationOverview(db, cliId),
  ]);
  const participants: ReportParticipant[] = rows
    .map((row) => ({
      id: row.id,
      name: people.get(row.user_id) ?? `#${row.user_id}`,
      customerName: row.customer_id === null ? null : (customers.get(row.customer_id) ?? null),
      status: row.status,
      pretest: row.pretest,
      posttest: row.posttest,
      signature: row.png && row.signed_at && row.sha256 ? { png: row.png, signedAt: row.signed_at, sha256: row.sha256 } : null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return {
    title: instance.internal_name,
    startDate: instance.start_date,
    endDate: instance.end_date,
    place: instance.place,
    customerComment: instance.report_customer_comment,
    customerName: customerId === null ? null : ((await customerNames(db as Kysely<any>, [customerId])).get(customerId) ?? `#${customerId}`),
    instructors: evaluations.instructors.map((instructor) => instructor.name),
    participants,
    evaluations,
  };
}
export type CourseReportData = Awaited<ReturnType<typeof courseReportData>>;
