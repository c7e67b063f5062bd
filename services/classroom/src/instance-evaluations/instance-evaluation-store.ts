import { HttpError, RequestValidationError } from '@atrium/service-core';
import { sql, type Kysely } from 'kysely';
import {
  EVALUATION_ERRORS,
  EVALUATION_STATUSES,
  type evaluationAnswerSchema,
  type evaluationEntrySchema,
} from '@atrium/classroom-contract';
import type { z } from 'zod';
import { personContacts } from '../courses/published-lookups';
import type { ClassroomDb } from '../db';
import { lockInstance, type Trx } from '../classroom-management/managed-instance';
import { queueInstanceMail } from '../classroom-management/instance-mail';
import { mailLocale, NOTICES } from '../classroom-management/instance-mail-text';
import { placeRatingOf } from './evaluation-averages';
import { newEvaluationToken } from './evaluation-token';
import { instanceInstructors } from './instance-instructors';

type Entry = z.output<typeof evaluationEntrySchema>;
type Answer = z.output<typeof evaluationAnswerSchema>;

/**
 * Document 002 §4 "Sending evaluations": each participant named (by licence uuid) must be of the instance, approved
 * or signed and without an evaluation; otherwise nothing is sent (409). Each gets an e-mail with a link to the
 * learners' form (a single-use token, only its hash kept). A participant without an e-mail address is skipped.
 * Returns the participation ids sent to.
 */
export async function sendEvaluations(trx: Trx, cliId: number, licenseUuids: readonly string[], origin: string): Promise<number[]> {
  const instance = await lockInstance(trx, cliId);
  const uuids = [...new Set(licenseUuids)];
  const participants = await trx
    .selectFrom('participant as p')
    .leftJoin('instance_evaluation as e', 'e.participant_id', 'p.id')
    .select(['p.id', 'p.user_id', 'p.status', 'e.id as evaluation_id'])
    .where('p.cli_id', '=', cliId)
    .where(sql<string>`p.uuid::text`, 'in', uuids)
    .execute();
  const sendable = participants.filter((p) => p.evaluation_id === null && (EVALUATION_STATUSES as readonly string[]).includes(p.status));
  if (participants.length !== uuids.length || sendable.length !== uuids.length) throw new HttpError(409, EVALUATION_ERRORS.notSendable);
  const contacts = await personContacts(
    trx as Kysely<any>,
    sendable.map((p) => p.user_id),
  );
  const sent: number[] = [];
  for (const participant of sendable) {
    const contact = contacts.get(participant.user_id);
    if (!contact?.email) continue;
    const { token, sha256 } = newEvaluationToken();
    // The unique participant column makes a second send at the same moment fail rather than ask twice.
    const inserted = await trx
      .insertInto('instance_evaluation')
      .values({ cli_id: cliId, participant_id: participant.id, token_sha256: sha256, sent_at: sql<Date>`now()` })
      .onConflict((oc) => oc.column('participant_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new HttpError(409, EVALUATION_ERRORS.notSendable);
    // In the participant's language (decision 0226), like the other classroom notices.
    await queueInstanceMail(trx, cliId, 'evaluationRequest', {
      to: contact.email,
      ...NOTICES[mailLocale(contact.locale)].evaluationRequest({
        course: instance.internal_name,
        startDate: instance.start_date,
        name: contact.name,
        link: `${origin}/evaluation/${token}`,
      }),
    });
    sent.push(participant.id);
  }
  return sent;
}

/** The instructors rated must teach the instance: 400 naming the field otherwise. */
async function requireInstructors(db: ClassroomDb, cliId: number, ids: readonly number[], field: string): Promise<void> {
  if (ids.length === 0) return;
  const teaching = new Set((await instanceInstructors(db, cliId)).map((instructor) => instructor.id));
  if (ids.some((id) => !teaching.has(id)))
    throw new RequestValidationError(`${field}: ${EVALUATION_ERRORS.unknownInstructor}`, { [field]: 'not an instructor of the course' });
}

/**
 * Writes the place rating an evaluation gives into the venue's ratings (course_place_rating), when the instance
 * has a place: one rating per evaluation, the mean of canteen and reception rounded to a whole star.
 */
async function ratePlace(trx: Trx, cliId: number, canteen: number | null, reception: number | null): Promise<number | null> {
  const mean = placeRatingOf(canteen, reception);
  if (mean === null) return null;
  const instance = await trx
    .selectFrom('classroom_course_instance')
    .select('course_place_id')
    .where('id', '=', cliId)
    .executeTakeFirstOrThrow();
  if (instance.course_place_id === null) return null;
  const row = await trx
    .insertInto('course_place_rating')
    .values({ course_place_id: instance.course_place_id, cli_id: cliId, rating: Math.round(mean) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function saveInstructorRatings(trx: Trx, evaluationId: number, ratings: readonly { instructorId: number; rating: number }[]) {
  if (ratings.length === 0) return;
  await trx
    .insertInto('instance_evaluation_instructor')
    .values(ratings.map(({ instructorId, rating }) => ({ evaluation_id: evaluationId, instructor_id: instructorId, rating })))
    .execute();
}

/** Document 002 §3/§5 "Evaluation entry": staff type in a paper evaluation. Returns its id. */
export async function enterEvaluation(db: ClassroomDb, cliId: number, entry: Entry, by: number): Promise<number> {
  await requireInstructors(db, cliId, entry.instructor ? [entry.instructor.instructorId] : [], 'body.instructor.instructorId');
  return db.transaction().execute(async (trx) => {
    await lockInstance(trx, cliId);
    const placeRatingId = await ratePlace(trx, cliId, entry.kantine, entry.resepsjon);
    const { id } = await trx
      .insertInto('instance_evaluation')
      .values({
        cli_id: cliId,
        answered_at: sql<Date>`now()`,
        rating_course: entry.course,
        rating_canteen: entry.kantine,
        rating_reception: entry.resepsjon,
        comment: entry.comment,
        entered_by: by,
        course_place_rating_id: placeRatingId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await saveInstructorRatings(trx, id, entry.instructor ? [entry.instructor] : []);
    return id;
  });
}

/** The evaluation a form token opens, 404 for a token never sent. */
export async function evaluationOfToken(db: ClassroomDb, sha256: string) {
  const evaluation = await db
    .selectFrom('instance_evaluation')
    .select(['id', 'cli_id', 'participant_id', 'answered_at'])
    .where('token_sha256', '=', sha256)
    .executeTakeFirst();
  if (!evaluation) throw new HttpError(404, 'evaluations.error.unknownLink');
  return evaluation;
}

/** The learners' answer: once only (409 after), instructors of the instance only, the place rating to the venue. */
export async function answerEvaluation(db: ClassroomDb, sha256: string, answer: Answer): Promise<void> {
  const evaluation = await evaluationOfToken(db, sha256);
  await requireInstructors(
    db,
    evaluation.cli_id,
    answer.instructors.map((rating) => rating.instructorId),
    'body.instructors',
  );
  await db.transaction().execute(async (trx) => {
    const open = await trx
      .updateTable('instance_evaluation')
      .set({
        answered_at: sql<Date>`now()`,
        rating_course: answer.ratingCourse,
        rating_canteen: answer.ratingCanteen,
        rating_reception: answer.ratingReception,
        comment: answer.comment,
      })
      .where('id', '=', evaluation.id)
      .where('answered_at', 'is', null)
      .executeTakeFirst();
    // The guard on answered_at makes two answers sent at once count once.
    if (open.numUpdatedRows === 0n) throw new HttpError(409, EVALUATION_ERRORS.answered);
    const placeRatingId = await ratePlace(trx, evaluation.cli_id, answer.ratingCanteen, answer.ratingReception);
    if (placeRatingId !== null)
      await trx.updateTable('instance_evaluation').set({ course_place_rating_id: placeRatingId }).where('id', '=', evaluation.id).execute();
    await saveInstructorRatings(trx, evaluation.id, answer.instructors);
  });
}
