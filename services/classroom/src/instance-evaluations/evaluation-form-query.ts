import type { Kysely } from 'kysely';
import type { EvaluationForm } from '@atrium/classroom-contract';
import { personNames } from '../courses/published-lookups';
import type { ClassroomDb } from '../db';
import { evaluationOfToken } from './instance-evaluation-store';
import { instanceInstructors } from './instance-instructors';

/** What the learners' form shows: the course, its dates and place, who is asked, and the instructors to rate. */
export async function evaluationForm(db: ClassroomDb, sha256: string): Promise<EvaluationForm> {
  const evaluation = await evaluationOfToken(db, sha256);
  const instance = await db
    .selectFrom('classroom_course_instance as i')
    .innerJoin('classroom_course as c', 'c.id', 'i.classroom_course_id')
    .leftJoin('course_place as cp', 'cp.id', 'i.course_place_id')
    .select(['c.internal_name', 'i.start_date', 'i.end_date', 'cp.name as place'])
    .where('i.id', '=', evaluation.cli_id)
    .executeTakeFirstOrThrow();
  const participant = evaluation.participant_id
    ? await db.selectFrom('participant').select('user_id').where('id', '=', evaluation.participant_id).executeTakeFirst()
    : undefined;
  const names = participant ? await personNames(db as Kysely<any>, [participant.user_id]) : new Map<number, string>();
  return {
    title: instance.internal_name,
    startDate: instance.start_date,
    endDate: instance.end_date,
    coursePlaceName: instance.place,
    participantName: participant ? (names.get(participant.user_id) ?? null) : null,
    instructors: await instanceInstructors(db, evaluation.cli_id),
    answered: evaluation.answered_at !== null,
  };
}
