import { HttpError, type Principal } from '@atrium/service-core';
import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { launchCmi5 } from '../cmi5/cmi5-launch';
import type { ScormItem, ScormSession } from '../contract';
import type { ElearningDb } from '../db';
import { restoreSet } from './cmi-values';
import { contentUrl } from './content-url';
import { storedCmi } from './learner-data';
import type { LaunchContext, SessionContext } from './runtime-access';

export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

async function itemsOf(db: ElearningDb, packageId: number) {
  return db
    .selectFrom('package_item')
    .select(['id', 'identifier', 'title', 'launch_href', 'parameters', 'mastery_score', 'move_on', 'launch_method'])
    .where('package_id', '=', packageId)
    .orderBy('position')
    .execute();
}

/** Starts a runtime session on the licence's first item and marks the licence started. */
export async function openSession(db: ElearningDb, launch: LaunchContext): Promise<SessionContext> {
  const first = (await itemsOf(db, launch.packageId))[0];
  if (!first) throw new HttpError(404, 'The course package has no items');
  const session = await db.transaction().execute(async (trx) => {
    await trx.updateTable('license').set({ started: sql<Date>`coalesce(started, now())` }).where('id', '=', launch.licenseId).execute();
    return trx
      .insertInto('runtime_session')
      .values({ license_id: launch.licenseId, package_item_id: first.id })
      .returning(['id', 'uuid'])
      .executeTakeFirstOrThrow();
  });
  return { ...launch, sessionId: session.id, sessionUuid: session.uuid, itemId: first.id };
}

/** The item as the player needs it: where to load it and the learner's saved data to start from. */
export async function itemView(
  db: ElearningDb,
  session: SessionContext,
  itemId: number,
  request: FastifyRequest,
  principal: Principal,
): Promise<ScormItem> {
  const item = (await itemsOf(db, session.packageId)).find((candidate) => candidate.id === itemId);
  if (!item) throw new HttpError(404, 'itemid: not an item of this course package');
  await db
    .updateTable('runtime_session')
    .set({ package_item_id: item.id, last_seen_at: new Date() })
    .where('id', '=', session.sessionId)
    .execute();
  const manifest = (session.manifest ?? {}) as { activityTree?: Record<string, unknown> | null; courseId?: string };
  const href = contentUrl(session.packageUuid, item.launch_href, session.packageType === 'cmi5' ? null : item.parameters);
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
            origin: originOf(request),
            principal,
            returnUrl: `${originOf(request)}/scorm/runScormSessionId/${session.sessionUuid}`,
          })
        : href,
    masteryScore: item.mastery_score,
    activityTree: manifest.activityTree ?? null,
    cache: restoreSet(session.packageType, await storedCmi(db, session.licenseId, item.id)),
  };
}

export async function sessionView(
  db: ElearningDb,
  session: SessionContext,
  request: FastifyRequest,
  principal: Principal,
): Promise<ScormSession> {
  const items = await itemsOf(db, session.packageId);
  const first = await itemView(db, session, session.itemId, request, principal);
  return {
    ok: true,
    licenseId: session.licenseId,
    sessionId: session.sessionUuid,
    href: first.href,
    cache: first.cache,
    cta: null,
    scormUser: { id: String(principal.userId), name: principal.username },
    courseDetails: {
      ecourseId: session.ecourseId,
      title: session.packageTitle,
      packageType: session.packageType,
      packageUuid: session.packageUuid,
      items: items.map((item) => ({ itemId: item.id, identifier: item.identifier, title: item.title })),
    },
    licenseUUID: session.licenseUuid,
    learningSiteId: principal.site,
    params: '',
    enableRemoteScormLogging: false,
    errorString: '',
  };
}
