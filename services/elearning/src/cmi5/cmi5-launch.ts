import { randomBytes } from 'node:crypto';
import type { ElearningDb } from '../db';
import type { RuntimeLearner } from '../runtime/runtime-access';

const CMI5_SESSION_EXTENSION = 'https://w3id.org/xapi/cmi5/context/extensions/sessionid';
const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:/i;

export interface Cmi5Item {
  id: number;
  identifier: string;
  launch_href: string;
  parameters: string | null;
  mastery_score: number | null;
  move_on: string | null;
  launch_method: string | null;
}

/** The xAPI agent the LMS names the learner by; the AU echoes it back in statements and state calls. */
function actorOf(origin: string, learner: RuntimeLearner): Record<string, unknown> {
  return { objectType: 'Agent', name: learner.name, account: { homePage: `${origin}${learner.accountPath}`, name: learner.id } };
}

async function registrationFor(db: ElearningDb, licenseId: number, itemId: number): Promise<string> {
  const existing = await db
    .selectFrom('cmi5_registration')
    .select('registration')
    .where('license_id', '=', licenseId)
    .where('package_item_id', '=', itemId)
    .executeTakeFirst();
  if (existing) return existing.registration;
  const created = await db
    .insertInto('cmi5_registration')
    .values({ license_id: licenseId, package_item_id: itemId })
    .onConflict((conflict) => conflict.columns(['license_id', 'package_item_id']).doNothing())
    .returning('registration')
    .executeTakeFirst();
  return created?.registration ?? registrationFor(db, licenseId, itemId);
}

/**
 * Prepares one launch of an AU (cmi5 §8): a registration per license and AU, a session with a one-time fetch
 * code and its auth token, and LMS.LaunchData in the State API; returns the launch URL with its parameters.
 */
export async function launchCmi5(
  db: ElearningDb,
  options: {
    licenseId: number;
    item: Cmi5Item;
    contentHref: string;
    courseId: string;
    origin: string;
    learner: RuntimeLearner;
    returnUrl: string;
    remoteToken: string | null;
  },
): Promise<string> {
  const { item, origin } = options;
  const registration = await registrationFor(db, options.licenseId, item.id);
  const base = ABSOLUTE_URL.test(item.launch_href) ? item.launch_href : `${origin}${options.contentHref}`;
  const actor = actorOf(origin, options.learner);
  const launch = await db
    .insertInto('cmi5_launch')
    .values({
      registration,
      fetch_code: randomBytes(24).toString('hex'),
      remote_token: options.remoteToken,
      auth_token: Buffer.from(`${randomBytes(12).toString('hex')}:${randomBytes(24).toString('hex')}`).toString('base64'),
      actor: JSON.stringify(actor),
    })
    .returning(['session_id', 'fetch_code'])
    .executeTakeFirstOrThrow();
  const launchData = {
    contextTemplate: {
      contextActivities: { grouping: [{ objectType: 'Activity', id: options.courseId }] },
      extensions: { [CMI5_SESSION_EXTENSION]: launch.session_id },
    },
    launchMode: 'Normal',
    launchMethod: item.launch_method ?? 'AnyWindow',
    moveOn: item.move_on ?? 'NotApplicable',
    returnURL: options.returnUrl,
    ...(item.mastery_score === null ? {} : { masteryScore: item.mastery_score }),
    ...(item.parameters ? { launchParameters: item.parameters } : {}),
  };
  await db
    .insertInto('cmi5_state')
    .values({
      registration,
      activity_id: item.identifier,
      state_id: 'LMS.LaunchData',
      content: JSON.stringify(launchData),
      content_type: 'application/json',
    })
    .onConflict((conflict) =>
      conflict
        .columns(['registration', 'activity_id', 'state_id'])
        .doUpdateSet({ content: JSON.stringify(launchData), updated_at: new Date() }),
    )
    .execute();
  // The launched statement the LMS writes when the AU fetches its token names the AU's URL and LaunchData.
  await db
    .updateTable('cmi5_launch')
    .set({ launch_data: JSON.stringify({ ...launchData, launchUrl: base }) })
    .where('session_id', '=', launch.session_id)
    .execute();
  const params = new URLSearchParams({
    // Without a trailing slash: cmi5.js appends "/activities/state" and the like itself.
    endpoint: `${origin}/api/elearning/xapi`,
    fetch: `${origin}/api/elearning/xapi/fetch/${launch.fetch_code}`,
    registration,
    activityId: item.identifier,
    actor: JSON.stringify(actor),
  });
  return `${base}${base.includes('?') ? '&' : '?'}${params.toString()}`;
}
