import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ElearningTables } from '../db';

type Trx = Transaction<ElearningTables>;

export const LMS_VERB = {
  launched: 'http://adlnet.gov/expapi/verbs/launched',
  abandoned: 'https://w3id.org/xapi/adl/verbs/abandoned',
  satisfied: 'https://w3id.org/xapi/adl/verbs/satisfied',
} as const;
const CMI5_CATEGORY = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';
const EXTENSION = 'https://w3id.org/xapi/cmi5/context/extensions/';

interface LaunchData {
  contextTemplate?: { contextActivities?: Record<string, unknown>; extensions?: Record<string, unknown> };
  launchMode?: string;
  moveOn?: string;
  masteryScore?: number;
  launchParameters?: string;
  launchUrl?: string;
}

interface LaunchRow {
  registration: string;
  activityId: string;
  actor: unknown;
  launchData: unknown;
}

/**
 * A cmi5 defined statement the LMS itself makes about a session (cmi5 §9.3.1 launched, §9.3.7 abandoned) or,
 * with objectId, about the course the session satisfied (§9.3.9 satisfied).
 */
function lmsStatement(verb: keyof typeof LMS_VERB, launch: LaunchRow, stored: Date, objectId = launch.activityId): Record<string, unknown> {
  const data = (launch.launchData ?? {}) as LaunchData;
  const extensions: Record<string, unknown> = { ...data.contextTemplate?.extensions };
  if (verb === 'launched') {
    extensions[`${EXTENSION}launchmode`] = data.launchMode ?? 'Normal';
    extensions[`${EXTENSION}moveon`] = data.moveOn ?? 'NotApplicable';
    if (data.launchUrl) extensions[`${EXTENSION}launchurl`] = data.launchUrl;
    if (data.masteryScore !== undefined) extensions[`${EXTENSION}masteryscore`] = data.masteryScore;
    if (data.launchParameters) extensions[`${EXTENSION}launchparameters`] = data.launchParameters;
  }
  return {
    id: randomUUID(),
    actor: launch.actor,
    verb: { id: LMS_VERB[verb], display: { 'en-US': verb } },
    object: { objectType: 'Activity', id: objectId },
    context: {
      registration: launch.registration,
      contextActivities: { ...data.contextTemplate?.contextActivities, category: [{ id: CMI5_CATEGORY }] },
      extensions,
    },
    timestamp: stored.toISOString(),
  };
}

async function record(trx: Trx, verb: keyof typeof LMS_VERB, launch: LaunchRow, stored: Date, objectId?: string): Promise<void> {
  const statement = lmsStatement(verb, launch, stored, objectId);
  await trx
    .insertInto('cmi5_statement')
    .values({
      id: statement.id as string,
      registration: launch.registration,
      verb: LMS_VERB[verb],
      statement: JSON.stringify(statement),
      stored,
    })
    .execute();
}

const launchRows = (trx: Trx) =>
  trx
    .selectFrom('cmi5_launch as l')
    .innerJoin('cmi5_registration as r', 'r.registration', 'l.registration')
    .innerJoin('package_item as i', 'i.id', 'r.package_item_id')
    .select(['l.session_id as sessionId', 'l.registration', 'i.identifier as activityId', 'l.actor', 'l.launch_data as launchData']);

/**
 * cmi5 §9.3.9: once the learner has met the moveOn criteria of every AU of the course (the license is
 * completed), the LMS states that the course is satisfied, once, in the session that satisfied it.
 */
export async function satisfyCourse(trx: Trx, sessionId: string, licenseId: number): Promise<void> {
  const license = await trx.selectFrom('license').select('completion_status').where('id', '=', licenseId).executeTakeFirst();
  if (license?.completion_status !== 'completed') return;
  const launch = await launchRows(trx).where('l.session_id', '=', sessionId).executeTakeFirst();
  const grouping = ((launch?.launchData ?? {}) as LaunchData).contextTemplate?.contextActivities?.grouping;
  const courseId = Array.isArray(grouping) ? (grouping[0] as { id?: unknown } | undefined)?.id : undefined;
  if (!launch || typeof courseId !== 'string') return;
  const stated = await trx
    .selectFrom('cmi5_statement as s')
    .innerJoin('cmi5_registration as r', 'r.registration', 's.registration')
    .select('s.id')
    .where('r.license_id', '=', licenseId)
    .where('s.verb', '=', LMS_VERB.satisfied)
    .executeTakeFirst();
  if (!stated) await record(trx, 'satisfied', launch, new Date(), courseId);
}

/**
 * When an AU redeems its fetch URL its session starts: sessions of the same registration that started
 * before and never terminated are abandoned (the learner left without the AU ending them), then the new
 * session's launched statement is written, in that order.
 */
export async function startCmi5Session(trx: Trx, sessionId: string): Promise<void> {
  const launches = await launchRows(trx)
    .where('l.registration', '=', (eb) => eb.selectFrom('cmi5_launch').select('registration').where('session_id', '=', sessionId))
    .where((eb) =>
      eb.or([
        eb('l.session_id', '=', sessionId),
        eb.and([eb('l.fetched_at', 'is not', null), eb('l.terminated_at', 'is', null), eb('l.abandoned_at', 'is', null)]),
      ]),
    )
    .orderBy('l.created_at')
    .execute();
  let stored = Date.now();
  for (const launch of launches.filter((row) => row.sessionId !== sessionId)) {
    await record(trx, 'abandoned', launch, new Date(stored++));
    await trx.updateTable('cmi5_launch').set({ abandoned_at: new Date() }).where('session_id', '=', launch.sessionId).execute();
  }
  const current = launches.find((row) => row.sessionId === sessionId);
  if (current) await record(trx, 'launched', current, new Date(stored));
}
