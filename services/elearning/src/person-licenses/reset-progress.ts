import { HttpError } from '@atrium/service-core';
import {
  RESET_PROGRESS_OPEN_EXISTS,
  RESET_PROGRESS_OTHER_PACKAGE,
  RESET_PROGRESS_REFUSED,
  type PackageType,
} from '@atrium/elearning-contract';
import { sql } from 'kysely';
import type { ElearningDb } from '../db';

/**
 * Reset progress (document 002 §6, §7; decision 0209): the person's learner data of the package goes (SCORM values and
 * suspend data, the SCORM 2004 sequencing state, cmi5 registrations with their launches, state and statements), open
 * runtime sessions end, and the license is not started again, with no result. A player still open on the old data
 * is refused on its next save: its launch's version no longer exists (decision 0102). Approved and cancelled licenses
 * keep their record (409), and a completed license is not reopened beside another open one of the course (409). In one transaction, the license row locked first; the audit log records every row.
 */
export async function resetProgress(
  trx: ElearningDb,
  reset: { licenseUuid: string; userId: number; packageId: number; packageType: PackageType },
): Promise<number> {
  const license = await trx
    .selectFrom('license as l')
    .innerJoin('ecourse as e', 'e.id', 'l.ecourse_id')
    .select(['l.id', 'l.approved', 'l.cancelled', 'e.package_id'])
    .where('l.uuid', '=', reset.licenseUuid)
    .where('l.user_id', '=', reset.userId)
    .forUpdate('l')
    .executeTakeFirst();
  if (!license) throw new HttpError(404, 'license.notFound');
  if (license.approved !== null || license.cancelled) throw new HttpError(409, RESET_PROGRESS_REFUSED);
  const pkg = await trx.selectFrom('package').select('type').where('id', '=', reset.packageId).executeTakeFirst();
  if (license.package_id !== reset.packageId || pkg?.type !== reset.packageType) throw new HttpError(409, RESET_PROGRESS_OTHER_PACKAGE);

  const items = trx.selectFrom('package_item').select('id').where('package_id', '=', reset.packageId);
  await trx.deleteFrom('learner_data').where('license_id', '=', license.id).where('package_item_id', 'in', items).execute();
  await trx.deleteFrom('sequencing_state').where('license_id', '=', license.id).where('package_id', '=', reset.packageId).execute();
  await trx.deleteFrom('cmi5_registration').where('license_id', '=', license.id).where('package_item_id', 'in', items).execute();
  await trx
    .updateTable('runtime_session')
    .set({ terminated_at: sql<Date>`now()` as unknown as Date })
    .where('license_id', '=', license.id)
    .where('terminated_at', 'is', null)
    .execute();
  // One open license per person and course (license_open_per_user): a completed one reset beside an open one is refused.
  await trx
    .updateTable('license')
    .set({
      started: null,
      completed: null,
      completion_status: null,
      success_status: null,
      score_raw: null,
      score_scaled: null,
      not_passed: false,
    })
    .where('id', '=', license.id)
    .execute()
    .catch((error: unknown) => {
      throw (error as { code?: string }).code === '23505' ? new HttpError(409, RESET_PROGRESS_OPEN_EXISTS) : error;
    });
  return license.id;
}
