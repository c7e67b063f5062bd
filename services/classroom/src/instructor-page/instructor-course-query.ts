import { HttpError } from '@atrium/service-core';
import { sql, type Kysely } from 'kysely';
import { signatureImagePath, type InstructorCourse, type InstructorParticipant } from '@atrium/classroom-contract';
import { customerNames, personContacts, workEmails } from '../courses/published-lookups';
import type { ClassroomDb } from '../db';
import { workItems } from '../classroom-management/course-overview-query';
import { instanceTests } from './instance-test-store';

/** The attending participants named (or all of an instance) as the instructor page shows them. */
export async function instructorParticipants(
  db: ClassroomDb,
  where: { cliId: number } | { ids: readonly number[] },
): Promise<InstructorParticipant[]> {
  const rows = await db
    .selectFrom('participant as p')
    .leftJoin('participant_signature as s', 's.participant_id', 'p.id')
    .leftJoin('instance_evaluation as e', 'e.participant_id', 'p.id')
    .select(['p.id', 'p.uuid', 'p.user_id', 'p.customer_id', 'p.status', 'p.pretest', 'p.posttest', 'p.created', 's.signed_at', 's.sha256'])
    .select(['e.id as evaluation_id', 'e.answered_at'])
    .$if('cliId' in where, (q) => q.where('p.cli_id', '=', (where as { cliId: number }).cliId))
    .$if('ids' in where, (q) => q.where('p.id', 'in', [0, ...(where as { ids: number[] }).ids]))
    .where('p.status', 'not in', ['cancelled', 'coursecancelled'])
    .orderBy('p.created')
    .orderBy('p.id')
    .execute();
  const [people, customers, work] = await Promise.all([
    personContacts(
      db as Kysely<any>,
      rows.map((row) => row.user_id),
    ),
    customerNames(db as Kysely<any>, [...new Set(rows.flatMap((row) => (row.customer_id === null ? [] : [row.customer_id])))]),
    workEmails(
      db as Kysely<any>,
      rows.map((row) => row.user_id),
    ),
  ]);
  const byName = (row: (typeof rows)[number]) => people.get(row.user_id)?.name ?? '';
  return [...rows]
    .sort((a, b) => byName(a).localeCompare(byName(b)) || a.id - b.id)
    .map((row) => ({
      license: {
        id: row.id,
        uuid: row.uuid,
        userId: row.user_id,
        customerId: row.customer_id,
        status: row.status,
        pretest: row.pretest,
        posttest: row.posttest,
      },
      user: {
        id: row.user_id,
        name: people.get(row.user_id)?.name ?? null,
        email: people.get(row.user_id)?.email ?? null,
        workEmail: work.get(`${row.user_id}:${row.customer_id}`) ?? null,
      },
      customerName: row.customer_id === null ? null : (customers.get(row.customer_id) ?? null),
      signatureFileUrl: row.signed_at ? signatureImagePath(row.id) : null,
      signature: row.signed_at && row.sha256 ? { signedAt: row.signed_at.toISOString(), sha256: row.sha256 } : null,
      evaluation: row.evaluation_id === null ? null : { answered: row.answered_at !== null },
    }));
}

/** Document 002 §2: what the instructor page loads on open. */
export async function instructorCourse(db: ClassroomDb, cliId: number): Promise<InstructorCourse> {
  const instance = await db
    .selectFrom('classroom_course_instance as i')
    .innerJoin('classroom_course as c', 'c.id', 'i.classroom_course_id')
    .selectAll('i')
    .select(['c.internal_name', 'c.uuid as course_uuid', 'c.elearning_lessons_allowed'])
    .where('i.id', '=', cliId)
    .executeTakeFirst();
  if (!instance) throw new HttpError(404, 'Course instance not found');
  const happenings = await db
    .selectFrom('classroom_happening as h')
    .leftJoin('course_place_room as r', 'r.id', 'h.room_id')
    .select(['h.id', 'h.date', 'h.from_time', 'h.to_time', 'r.name as room'])
    .select(
      sql<
        number[]
      >`coalesce((select array_agg(hi.instructor_id order by hi.instructor_id) from classroom.classroom_happening_instructor hi where hi.happening_id = h.id), '{}')`.as(
        'instructor_ids',
      ),
    )
    .where('h.cli_id', '=', cliId)
    .orderBy('h.date')
    .orderBy('h.from_time')
    .execute();
  const [names, items, participants, tests, lessons] = await Promise.all([
    personContacts(
      db as Kysely<any>,
      happenings.flatMap((h) => h.instructor_ids),
    ),
    workItems(db, cliId),
    instructorParticipants(db, { cliId }),
    instanceTests(db, cliId),
    db
      .selectFrom('classroom_course_elearning_lesson')
      .select(['id', 'course_elearning_id as courseElearningId', 'epkg_lesson_id as epkgLessonId', 'description'])
      .where('classroom_course_id', '=', instance.classroom_course_id)
      .orderBy('id')
      .execute(),
  ]);
  return {
    details: {
      instanceId: instance.id,
      instanceUUID: instance.uuid,
      courseUUID: instance.course_uuid,
      title: instance.internal_name,
      status: instance.status,
      startDate: instance.start_date,
      endDate: instance.end_date,
      participantListCode: instance.participant_list_code,
      externalInfo: instance.external_info,
      courseReportComments: { customerComment: instance.report_customer_comment, internalComment: instance.report_internal_comment },
      prePostTestScore: {
        preScore: instance.pre_score,
        postScore: instance.post_score,
        instanceHasPreScore: instance.instance_has_pre_score,
        instanceHasPostScore: instance.instance_has_post_score,
      },
      classroomCourseTests: tests,
      // Document 002 §3: the instructors of each happening as a comma list.
      happenings: happenings.map((h) => ({
        id: h.id,
        date: h.date,
        fromTime: h.from_time.slice(0, 5),
        toTime: h.to_time.slice(0, 5),
        instructors: h.instructor_ids.map((id) => names.get(id)?.name ?? `#${id}`).join(', '),
        instructorIds: h.instructor_ids,
        room: h.room,
      })),
    },
    workItems: items,
    participants,
    linkedLessons: instance.elearning_lessons_allowed ? lessons : [],
  };
}
