import type { Kysely } from 'kysely';
import { elearningDb } from '../src/db';
import { importNewPackage } from '../src/packages/package-imports';
import { fixture } from './package-fixtures';

export const LEARNER = { userId: 7, uuid: '00000000-0000-4000-8000-000000000007' };

/** An e-course playing the fixture package, with a license for the learner; returns their ids. */
export async function courseWithLicense(shared: Kysely<any>, zip: string, userId = LEARNER.userId) {
  const db = elearningDb(shared);
  const pkg = await importNewPackage(db, fixture(zip), { ownerCustomerId: 1 });
  const ecourse = await db
    .insertInto('ecourse')
    .values({ internal_name: zip, package_id: pkg.id, can_start: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const license = await db
    .insertInto('license')
    .values({ user_id: userId, user_uuid: LEARNER.uuid, ecourse_id: ecourse.id })
    .returning(['id', 'uuid'])
    .executeTakeFirstOrThrow();
  return { packageId: pkg.id, ecourseId: ecourse.id, licenseId: license.id, licenseUuid: license.uuid };
}

export async function licenseRow(shared: Kysely<any>, licenseId: number) {
  return elearningDb(shared).selectFrom('license').selectAll().where('id', '=', licenseId).executeTakeFirstOrThrow();
}
