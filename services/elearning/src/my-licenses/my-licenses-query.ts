import { licenseStatus, type MyLicense } from '@atrium/elearning-contract';
import type { ElearningDb } from '../db';
import { evaluationStateOf } from '../learner-evaluation/learner-evaluation-query';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The licenses a user holds, newest first; a remote learner's licenses are never anyone's here. */
export async function myLicenses(db: ElearningDb, userId: number): Promise<MyLicense[]> {
  const rows = await db
    .selectFrom('license as l')
    .innerJoin('ecourse as e', 'e.id', 'l.ecourse_id')
    .leftJoin('ecourse_evaluation as v', 'v.license_id', 'l.id')
    .select(['l.id', 'l.ecourse_id', 'e.internal_name', 'l.started', 'l.completed', 'l.cancelled', 'l.not_passed', 'e.package_id'])
    .select(['e.disable_evaluation', 'v.id as evaluation_id'])
    .where('l.user_id', '=', userId)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
  return rows.map((row) => {
    const status = licenseStatus({
      notPassed: row.not_passed,
      cancelled: row.cancelled,
      completed: iso(row.completed),
      started: iso(row.started),
    });
    return {
      id: row.id,
      ecourseId: row.ecourse_id,
      courseName: row.internal_name,
      status: status.key,
      statusDate: status.date,
      playable: !row.cancelled && row.package_id !== null,
      evaluation: evaluationStateOf({
        completed: status.key === 'completed',
        disabled: row.disable_evaluation,
        answered: row.evaluation_id !== null,
      }),
    };
  });
}
