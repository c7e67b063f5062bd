import { HttpError } from '@atrium/service-core';
import type { EvaluationState, InstanceEvaluation, InstanceEvaluationOverview } from '@atrium/classroom-contract';
import type { ClassroomDb } from '../db';
import { averageOf, placeRatingOf } from './evaluation-averages';
import { instanceInstructors } from './instance-instructors';

/** The answered evaluations of an instance (or the ones named), oldest first, with their instructor ratings. */
export async function answeredEvaluations(db: ClassroomDb, where: { cliId: number } | { id: number }): Promise<InstanceEvaluation[]> {
  const rows = await db
    .selectFrom('instance_evaluation')
    .selectAll()
    .$if('cliId' in where, (q) => q.where('cli_id', '=', (where as { cliId: number }).cliId))
    .$if('id' in where, (q) => q.where('id', '=', (where as { id: number }).id))
    .where('answered_at', 'is not', null)
    .orderBy('answered_at')
    .orderBy('id')
    .execute();
  const ratings = await db
    .selectFrom('instance_evaluation_instructor')
    .select(['evaluation_id', 'instructor_id', 'rating'])
    .where('evaluation_id', 'in', [0, ...rows.map((row) => row.id)])
    .orderBy('instructor_id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    ratingCourse: row.rating_course,
    ratingCanteen: row.rating_canteen,
    ratingReception: row.rating_reception,
    coursePlaceRating: placeRatingOf(row.rating_canteen, row.rating_reception),
    comment: row.comment,
    evaluationInstructors: ratings
      .filter((rating) => rating.evaluation_id === row.id)
      .map((rating) => ({ instructorId: rating.instructor_id, rating: rating.rating })),
    answered: row.answered_at!.toISOString(),
    entered: row.participant_id === null,
  }));
}

/** Document 002 §3 "Evaluation overview": what both evaluation screens show, with averages to 2 decimals. */
export async function evaluationOverview(db: ClassroomDb, cliId: number): Promise<InstanceEvaluationOverview> {
  const instance = await db
    .selectFrom('classroom_course_instance as i')
    .innerJoin('classroom_course as c', 'c.id', 'i.classroom_course_id')
    .select(['i.id', 'i.start_date', 'i.course_place_id', 'c.internal_name'])
    .where('i.id', '=', cliId)
    .executeTakeFirst();
  if (!instance) throw new HttpError(404, 'Course instance not found');
  const [instructors, evaluations, awaiting] = await Promise.all([
    instanceInstructors(db, cliId),
    answeredEvaluations(db, { cliId }),
    db
      .selectFrom('instance_evaluation')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('cli_id', '=', cliId)
      .where('answered_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  // Instructors rated on this instance who no longer teach a happening still show, by their ratings.
  const ratedIds = [...new Set(evaluations.flatMap((evaluation) => evaluation.evaluationInstructors.map((rating) => rating.instructorId)))];
  return {
    instanceId: instance.id,
    title: instance.internal_name,
    startDate: instance.start_date,
    coursePlaceId: instance.course_place_id,
    instructors,
    evaluations,
    averages: {
      course: averageOf(evaluations.map((evaluation) => evaluation.ratingCourse)),
      coursePlace: averageOf(evaluations.map((evaluation) => evaluation.coursePlaceRating)),
      instructors: [...new Set([...instructors.map((instructor) => instructor.id), ...ratedIds])].map((instructorId) => ({
        instructorId,
        average: averageOf(
          evaluations.flatMap((evaluation) =>
            evaluation.evaluationInstructors.filter((rating) => rating.instructorId === instructorId).map((rating) => rating.rating),
          ),
        ),
      })),
    },
    awaiting: Number(awaiting.n),
  };
}

/** Document 002 §7 updateEvaluationsForInstance: per licence uuid, whether the participant has answered. */
export async function evaluationStates(db: ClassroomDb, cliId: number, participantIds?: readonly number[]): Promise<EvaluationState> {
  const rows = await db
    .selectFrom('instance_evaluation as e')
    .innerJoin('participant as p', 'p.id', 'e.participant_id')
    .select(['p.uuid', 'e.answered_at'])
    .where('e.cli_id', '=', cliId)
    .$if(participantIds !== undefined, (q) => q.where('p.id', 'in', [0, ...participantIds!]))
    .execute();
  return Object.fromEntries(rows.map((row) => [row.uuid, { answered: row.answered_at !== null }]));
}
