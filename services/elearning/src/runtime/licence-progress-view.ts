import type { LicenceProgress } from '../contract';
import type { ElearningDb } from '../db';
import type { LaunchContext } from './runtime-access';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** Where the learner stands in a licence: what the runtime has recorded, in total and per item. */
export async function licenceProgressOf(db: ElearningDb, launch: LaunchContext): Promise<LicenceProgress> {
  const licence = await db.selectFrom('license').selectAll().where('id', '=', launch.licenseId).executeTakeFirstOrThrow();
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
    licenseId: licence.id,
    started: iso(licence.started),
    completed: iso(licence.completed),
    notPassed: licence.not_passed,
    completionStatus: licence.completion_status,
    successStatus: licence.success_status,
    scoreScaled: licence.score_scaled,
    scoreRaw: licence.score_raw,
    items,
  };
}
