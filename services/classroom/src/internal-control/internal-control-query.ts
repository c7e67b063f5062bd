import { HttpError } from '@atrium/service-core';
import { sql, type Kysely } from 'kysely';
import { POST_WORK_ITEMS, type InternalControl, type InternalControlCheck } from '@atrium/classroom-contract';
import { personNames } from '../courses/published-lookups';
import type { ClassroomDb } from '../db';
import { workItems } from '../classroom-management/course-overview-query';

/** The statuses that close a participation: the instructor recorded the outcome. */
const FINAL = ['approved', 'notapproved', 'absent'];
/** Post work items with a check of their own. */
const OWN_CHECK = ['signParticipantList', 'courseReportSent'];

/**
 * Decision 0225: what a staff member checks before a course is closed. The course is over; every attending
 * participant has a final status; results are registered for the tests the instance has (absent people excepted);
 * the participant list is signed (or its signing not required); the course report was sent; every other post work
 * item still required (done neither true nor false, decision 0171) is done.
 */
export async function internalControl(db: ClassroomDb, cliId: number): Promise<InternalControl> {
  const instance = await db
    .selectFrom('classroom_course_instance')
    .select(['id', 'instance_has_pre_score', 'instance_has_post_score'])
    .select(sql<boolean>`coalesce(end_date, start_date) < current_date`.as('ended'))
    .select(sql<string | null>`to_char(coalesce(end_date, start_date), 'YYYY-MM-DD')`.as('last_day'))
    .where('id', '=', cliId)
    .executeTakeFirst();
  if (!instance) throw new HttpError(404, 'Course instance not found');
  const [participants, items, confirmation] = await Promise.all([
    db
      .selectFrom('participant as p')
      .leftJoin('participant_signature as s', 's.participant_id', 'p.id')
      .select(['p.id', 'p.user_id', 'p.status', 'p.pretest', 'p.posttest', 's.participant_id as signed'])
      .where('p.cli_id', '=', cliId)
      .where('p.status', 'not in', ['cancelled', 'coursecancelled'])
      .orderBy('p.id')
      .execute(),
    workItems(db, cliId),
    db.selectFrom('internal_control').selectAll().where('cli_id', '=', cliId).executeTakeFirst(),
  ]);
  const names = await personNames(db as Kysely<any>, [
    ...participants.map((p) => p.user_id),
    ...(confirmation ? [confirmation.checked_by] : []),
  ]);
  const nameOf = (userId: number) => names.get(userId) ?? `#${userId}`;
  const doneOf = (key: string) => items.find((item) => item.key === key)?.done ?? null;
  const present = participants.filter((p) => p.status !== 'absent');
  const unregistered = present.filter(
    (p) => (instance.instance_has_pre_score && p.pretest === null) || (instance.instance_has_post_score && p.posttest === null),
  );
  const signingRequired = doneOf('signParticipantList') === null;
  const open: Record<InternalControlCheck, string[]> = {
    courseEnded: instance.ended ? [] : [instance.last_day ?? ''],
    statusesFinal: participants.filter((p) => !FINAL.includes(p.status)).map((p) => nameOf(p.user_id)),
    resultsRegistered: unregistered.map((p) => nameOf(p.user_id)),
    participantListSigned: signingRequired ? present.filter((p) => p.signed === null).map((p) => nameOf(p.user_id)) : [],
    courseReportSent: doneOf('courseReportSent') === true ? [] : ['courseReportSent'],
    workItemsDone: POST_WORK_ITEMS.filter((key) => !OWN_CHECK.includes(key) && doneOf(key) === null),
  };
  return {
    checks: (Object.keys(open) as InternalControlCheck[]).map((key) => ({ key, ok: open[key].length === 0, open: open[key] })),
    confirmed: confirmation
      ? {
          by: confirmation.checked_by,
          byName: names.get(confirmation.checked_by) ?? null,
          at: confirmation.checked_at.toISOString(),
          comment: confirmation.comment,
          openChecks: confirmation.open_checks as InternalControlCheck[],
        }
      : null,
  };
}
