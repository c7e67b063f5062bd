import type { LicenseProgress } from '@atrium/elearning-contract';
import type { ElearningDb } from '../db';
import type { LaunchContext } from './runtime-access';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** Where the learner stands in a license: what the runtime has recorded, in total and per item. */
export async function licenseProgressOf(db: ElearningDb, launch: LaunchContext): Promise<LicenseProgress> {
  const license = await db.selectFrom('license').selectAll().where('id', '=', launch.licenseId).executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('package_item as i')
    .leftJoin('learner_data as d', (join) => join.onRef('d.package_item_id', '=', 'i.id').on('d.license_id', '=', launch.licenseId))
    .select([
      'i.id as itemId',
      'd.location',
      'd.completion_status as completionStatus',
      'd.success_status as successStatus',
      'd.score_scaled as scoreScaled',
    ])
    .where('i.package_id', '=', launch.packageId)
    .orderBy('i.position')
    .execute();
  return {
    licenseId: license.id,
    started: iso(license.started),
    completed: iso(license.completed),
    notPassed: license.not_passed,
    completionStatus: license.completion_status,
    successStatus: license.success_status,
    scoreScaled: license.score_scaled,
    scoreRaw: license.score_raw,
    items,
  };
}
