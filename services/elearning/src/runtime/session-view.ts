import { HttpError, ownOriginOf } from '@atrium/service-core';
import { sql, type Transaction } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { launchCmi5 } from '../cmi5/cmi5-launch';
import { CMI5_RETURN_PARAM, type ScormItem, type ScormSession } from '@atrium/elearning-contract';
import type { ElearningDb, ElearningTables } from '../db';
import { restoreSet, withDeclaredObjectives } from './cmi-values';
import { contentUrl } from './content-url';
import { claimItem, storedCmi } from './learner-data';
import { withPersonName } from './learner-name';
import { storedSequencingState } from './sequencing-state';
import type { LaunchContext, RuntimeLearner, SessionContext } from './runtime-access';

async function itemsOf(db: ElearningDb | Transaction<ElearningTables>, packageId: number) {
  return db
    .selectFrom('package_item')
    .select(['id', 'identifier', 'title', 'launch_href', 'parameters', 'mastery_score', 'move_on', 'launch_method'])
    .where('package_id', '=', packageId)
    .orderBy('position')
    .execute();
}

/**
 * Starts a runtime session on the license's first item and marks the license started, in the caller's
 * transaction. A remote session keeps the token of the wrapper that started it.
 */
export async function insertSession(
  trx: Transaction<ElearningTables>,
  launch: LaunchContext,
  learner: RuntimeLearner,
  remoteToken: string | null = null,
): Promise<SessionContext> {
  const items = await itemsOf(trx, launch.packageId);
  // Resume where the learner left: the item their last session had open (suspended or not), else the first.
  const last = await trx
    .selectFrom('runtime_session')
    .select('package_item_id')
    .where('license_id', '=', launch.licenseId)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const first = items.find((item) => item.id === last?.package_item_id) ?? items[0];
  if (!first) throw new HttpError(404, 'The course package has no items');
  await trx
    .updateTable('license')
    .set({ started: sql<Date>`coalesce(started, now())` })
    .where('id', '=', launch.licenseId)
    .execute();
  const session = await trx
    .insertInto('runtime_session')
    .values({ license_id: launch.licenseId, package_item_id: first.id, remote_token: remoteToken, learner: JSON.stringify(learner) })
    .returning(['id', 'uuid'])
    .executeTakeFirstOrThrow();
  return { ...launch, sessionId: session.id, sessionUuid: session.uuid, itemId: first.id, learner, remoteToken };
}

export function openSession(db: ElearningDb, launch: LaunchContext, learner: RuntimeLearner): Promise<SessionContext> {
  return db.transaction().execute((trx) => insertSession(trx, launch, learner));
}

/**
 * Where a session's package files are served: on the content origin, where no cookie reaches, so every session
 * names itself in the path (decision 0119).
 */
const contentPrefix = (session: SessionContext) => `/remote/${session.sessionUuid}`;
/** The runtime page (on the content origin) a cmi5 AU returns to. */
const returnPath = (session: SessionContext) =>
  session.remoteToken !== null ? `/scorm/remote/session/${session.sessionUuid}` : `/scorm/play/${session.sessionUuid}`;

/** The groups around each item the import recorded (packages imported before have none: a flat menu). */
const groupsOf = (session: SessionContext) => ((session.manifest ?? {}) as { groups?: Record<string, string[]> }).groups ?? {};

type ItemLaunch = Omit<ScormItem, 'version'>;

/** Where an item is loaded from and the learner's saved data to start from. */
async function describeItem(db: ElearningDb, session: SessionContext, itemId: number, request: FastifyRequest): Promise<ItemLaunch> {
  const item = (await itemsOf(db, session.packageId)).find((candidate) => candidate.id === itemId);
  if (!item) throw new HttpError(404, 'itemid: not an item of this course package');
  await db
    .updateTable('runtime_session')
    .set({ package_item_id: item.id, last_seen_at: new Date() })
    .where('id', '=', session.sessionId)
    .execute();
  const manifest = (session.manifest ?? {}) as {
    activityTree?: Record<string, unknown> | null;
    courseId?: string;
    objectives?: Record<string, string[]>;
  };
  const restored = restoreSet(session.packageType, await storedCmi(db, session.licenseId, item.id));
  const href = contentUrl(
    session.packageUuid,
    item.launch_href,
    session.packageType === 'cmi5' ? null : item.parameters,
    contentPrefix(session),
  );
  return {
    sessionId: session.sessionUuid,
    licenseId: session.licenseId,
    itemId: item.id,
    identifier: item.identifier,
    title: item.title,
    packageType: session.packageType,
    href:
      session.packageType === 'cmi5'
        ? await launchCmi5(db, {
            licenseId: session.licenseId,
            item,
            contentHref: href,
            courseId: manifest.courseId ?? session.packageUuid,
            origin: ownOriginOf(request),
            learner: session.learner,
            returnUrl: `${ownOriginOf(request)}${returnPath(session)}?${CMI5_RETURN_PARAM}=1`,
            remoteToken: session.remoteToken,
          })
        : href,
    masteryScore: item.mastery_score,
    activityTree: manifest.activityTree ?? null,
    // Read as the item is taken, after the browser sent what its last launch could not confirm.
    sequencing: session.packageType === 'scorm2004' && manifest.activityTree ? await storedSequencingState(db, session) : null,
    launchMethod: item.launch_method === 'AnyWindow' || item.launch_method === 'OwnWindow' ? item.launch_method : null,
    cache: session.packageType === 'scorm2004' ? withDeclaredObjectives(restored, manifest.objectives?.[item.identifier] ?? []) : restored,
  };
}

/** The item as the player needs it, taken for this launch: only this launch's commits save from now on. */
export async function itemView(db: ElearningDb, session: SessionContext, itemId: number, request: FastifyRequest): Promise<ScormItem> {
  if (!(await itemsOf(db, session.packageId)).some((item) => item.id === itemId)) {
    throw new HttpError(404, 'itemid: not an item of this course package');
  }
  const version = await claimItem(db, session.licenseId, itemId, session.sessionUuid);
  return { ...(await describeItem(db, await withPersonName(db, session), itemId, request)), version };
}

export async function sessionView(db: ElearningDb, session: SessionContext, request: FastifyRequest): Promise<ScormSession> {
  const items = await itemsOf(db, session.packageId);
  const named = await withPersonName(db, session);
  const results = new Map(
    (
      await db
        .selectFrom('learner_data')
        .select(['package_item_id', 'completion_status', 'success_status'])
        .where('license_id', '=', session.licenseId)
        .execute()
    ).map((row) => [row.package_item_id, row]),
  );
  const first = await describeItem(db, named, session.itemId, request);
  return {
    ok: true,
    licenseId: session.licenseId,
    sessionId: session.sessionUuid,
    href: first.href,
    cache: first.cache,
    cta: null,
    scormUser: { id: named.learner.id, name: named.learner.name },
    courseDetails: {
      ecourseId: session.ecourseId,
      title: session.packageTitle,
      packageType: session.packageType,
      packageUuid: session.packageUuid,
      items: items.map((item) => ({
        itemId: item.id,
        identifier: item.identifier,
        title: item.title,
        completionStatus: results.get(item.id)?.completion_status ?? null,
        successStatus: results.get(item.id)?.success_status ?? null,
        groups: groupsOf(session)[item.identifier] ?? [],
      })),
    },
    resumeItemId: session.itemId,
    licenseUUID: session.licenseUuid,
    learningSiteId: session.learner.site,
    params: '',
    // Remote SCORM: the runtime also reports the learner's progress to the customer's LMS (contract remoteScorm.ts).
    enableRemoteScormLogging: session.remoteToken !== null,
    errorString: '',
  };
}
