import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { ElearningTables } from '../db';
import type { Cmi5Block } from '../packages/cmi5-manifest';
import { itemSatisfied } from '../runtime/license-progress';

type Trx = Transaction<ElearningTables>;

const LMS_VERB = {
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
 * with objectId, about the block or course the session satisfied (§9.3.9 satisfied).
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
    .select([
      'l.session_id as sessionId',
      'l.registration',
      'i.identifier as activityId',
      'i.package_id as packageId',
      'l.actor',
      'l.launch_data as launchData',
    ]);

/** The ids of what the LMS has already stated satisfied for the license (its blocks, its course). */
async function satisfiedSoFar(trx: Trx, licenseId: number): Promise<Set<string>> {
  const rows = await trx
    .selectFrom('cmi5_statement as s')
    .innerJoin('cmi5_registration as r', 'r.registration', 's.registration')
    .select(sql<string>`s.statement->'object'->>'id'`.as('objectId'))
    .where('r.license_id', '=', licenseId)
    .where('s.verb', '=', LMS_VERB.satisfied)
    .execute();
  return new Set(rows.map((row) => row.objectId));
}

/** The AUs of the package whose moveOn the learner has met, none failed (decision 0100), and the package's blocks. */
async function progressOfAus(trx: Trx, licenseId: number, packageId: number): Promise<{ met: Set<string>; blocks: Cmi5Block[] }> {
  const aus = await trx
    .selectFrom('package_item as i')
    .leftJoin('learner_data as d', (join) => join.on('d.license_id', '=', licenseId).onRef('d.package_item_id', '=', 'i.id'))
    .select(['i.identifier', 'i.move_on', 'd.completion_status', 'd.success_status', 'd.score_raw', 'd.score_scaled'])
    .where('i.package_id', '=', packageId)
    .execute();
  const stored = await trx.selectFrom('package').select('manifest').where('id', '=', packageId).executeTakeFirst();
  return {
    met: new Set(aus.filter((au) => au.success_status !== 'failed' && itemSatisfied(au)).map((au) => au.identifier)),
    blocks: ((stored?.manifest ?? {}) as { blocks?: Cmi5Block[] }).blocks ?? [],
  };
}

/**
 * cmi5 §9.3.9 and §9.5.4.2: once the learner has met the moveOn criteria of every AU of a block, the LMS states
 * that the block is satisfied; once every AU of the course (the license is completed), the course. Each once, in
 * the session whose statement satisfied it, inner blocks before the blocks around them and the course last.
 */
export async function satisfyBlocksAndCourse(trx: Trx, sessionId: string, licenseId: number): Promise<void> {
  const launch = await launchRows(trx).where('l.session_id', '=', sessionId).executeTakeFirst();
  if (!launch) return;
  const already = await satisfiedSoFar(trx, licenseId);
  const { met, blocks } = await progressOfAus(trx, licenseId, launch.packageId);
  const satisfied = blocks.filter((block) => block.aus.every((au) => met.has(au))).map((block) => block.id);
  const license = await trx.selectFrom('license').select('completion_status').where('id', '=', licenseId).executeTakeFirst();
  const grouping = ((launch.launchData ?? {}) as LaunchData).contextTemplate?.contextActivities?.grouping;
  const courseId = Array.isArray(grouping) ? (grouping[0] as { id?: unknown } | undefined)?.id : undefined;
  if (license?.completion_status === 'completed' && typeof courseId === 'string') satisfied.push(courseId);
  let stored = Date.now();
  for (const objectId of satisfied.filter((id) => !already.has(id))) await record(trx, 'satisfied', launch, new Date(stored++), objectId);
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
