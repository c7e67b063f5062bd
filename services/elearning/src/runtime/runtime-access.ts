import { HttpError, type Principal } from '@atrium/service-core';
import type { LearningSite } from '@atrium/core-contract';
import type { PackageType } from '@atrium/elearning-contract';
import type { Transaction } from 'kysely';
import type { ElearningDb, ElearningTables } from '../db';

export interface LaunchContext {
  licenseId: number;
  licenseUuid: string;
  userUuid: string | null;
  ecourseId: number;
  ecourseName: string;
  packageId: number;
  packageUuid: string;
  packageType: PackageType;
  packageTitle: string;
  manifest: unknown;
}

export function launchQuery(db: ElearningDb | Transaction<ElearningTables>) {
  return db
    .selectFrom('license as l')
    .innerJoin('ecourse as e', 'e.id', 'l.ecourse_id')
    .leftJoin('package as p', 'p.id', 'e.package_id')
    .select([
      'l.id as licenseId',
      'l.uuid as licenseUuid',
      'l.user_uuid as userUuid',
      'l.user_id as userId',
      'l.cancelled',
      'e.id as ecourseId',
      'e.internal_name as ecourseName',
      'p.id as packageId',
      'p.uuid as packageUuid',
      'p.type as packageType',
      'p.title as packageTitle',
      'p.manifest',
    ]);
}

type LaunchRow = NonNullable<Awaited<ReturnType<ReturnType<typeof launchQuery>['executeTakeFirst']>>>;

/** Only the license holder plays a license. */
function checkLaunch(row: LaunchRow | undefined, principal: Principal): LaunchContext {
  if (!row) throw new HttpError(404, 'License not found');
  if (row.userId !== principal.userId) throw new HttpError(403, 'The license belongs to another user');
  return playableLaunch(row, 'The license is cancelled');
}

/** A cancelled license or a course without a package cannot start. */
export function playableLaunch(row: LaunchRow, cancelledMessage: string): LaunchContext {
  if (row.cancelled) throw new HttpError(403, cancelledMessage);
  if (row.packageId === null || row.packageUuid === null || row.packageType === null || row.packageTitle === null) {
    throw new HttpError(404, 'The course has no course package');
  }
  return { ...row, packageId: row.packageId, packageUuid: row.packageUuid, packageType: row.packageType, packageTitle: row.packageTitle };
}

export async function launchByLicenseId(db: ElearningDb, licenseId: number, principal: Principal): Promise<LaunchContext> {
  return checkLaunch(await launchQuery(db).where('l.id', '=', licenseId).executeTakeFirst(), principal);
}

export async function launchByUuids(db: ElearningDb, userUuid: string, licenseUuid: string, principal: Principal): Promise<LaunchContext> {
  const row = await launchQuery(db).where('l.uuid', '=', licenseUuid).where('l.user_uuid', '=', userUuid).executeTakeFirst();
  return checkLaunch(row, principal);
}

/** Who plays: the content reads this as its learner (SCORM) or actor (cmi5). */
export interface RuntimeLearner {
  id: string;
  name: string;
  site: LearningSite;
  /** Where the id was given, below the platform's origin: the xAPI account's home page (cmi5 actor). */
  accountPath: string;
}

export const learnerOf = (principal: Principal): RuntimeLearner => ({
  id: String(principal.userId),
  name: principal.username,
  site: principal.site,
  accountPath: '',
});

export interface SessionContext extends LaunchContext {
  sessionId: number;
  sessionUuid: string;
  itemId: number;
  learner: RuntimeLearner;
  /**
   * The wrapper token of a session a customer's LMS started (remote SCORM), whose calls and files go
   * through the remote context; null for a signed-in learner's session.
   */
  remoteToken: string | null;
}

export function runtimeSessionQuery(db: ElearningDb) {
  return db.selectFrom('runtime_session').select(['id', 'uuid', 'license_id', 'package_item_id', 'remote_token']);
}

/** A runtime session of the caller's own; its license must still allow playing. */
export async function sessionOf(db: ElearningDb, sessionUuid: string, principal: Principal): Promise<SessionContext> {
  const session = await runtimeSessionQuery(db).where('uuid', '=', sessionUuid).executeTakeFirst();
  if (!session || session.remote_token !== null) throw new HttpError(404, 'Runtime session not found');
  const launch = await launchByLicenseId(db, session.license_id, principal);
  return {
    ...launch,
    sessionId: session.id,
    sessionUuid: session.uuid,
    itemId: session.package_item_id,
    learner: learnerOf(principal),
    remoteToken: null,
  };
}
