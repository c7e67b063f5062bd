import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { elearningDb } from './db';
import { seedDemoEcourseDetails } from './ecourses/seed-ecourse-details';
import { seedDemoEvaluations } from './evaluations/seed-evaluations';
import { seedDemoCertifiedHotworks, seedDemoHotworks } from './hotworks/seed-hotworks';
import { seedDemoCompanyLicenses } from './licenses/seed-company-licenses';
import { seedDemoLicenses } from './licenses/seed-licenses';
import { importNewPackage } from './packages/package-imports';

// The users area seeds admin first, so Ada Admin is user 1; the uuid is what /ocs/course links carry.
const ADMIN_USER = { id: 1, uuid: '00000000-0000-4000-8000-000000000001' };

// Beside the checkout in development and CI; without them the courses start without a package.
const DEMO_PACKAGES = process.env.ATRIUM_DEMO_PACKAGES ?? path.resolve(__dirname, '../../../../shared/fixtures/packages');

const DEMO_COURSES = [
  { name: 'Golf explained (SCORM 1.2)', zip: 'RuntimeBasicCalls_SCORM12.zip' },
  { name: 'Golf explained (SCORM 2004)', zip: 'RuntimeBasicCalls_SCORM20043rdEdition.zip' },
  { name: 'Introduction to geology (cmi5)', zip: 'cmi5_single_au_basic_responsive.zip' },
  { name: 'Working at heights', zip: null },
];

/**
 * Ada Admin gets one license per course first, so hers are licenses 1 to 4 in course order (the e2e
 * runtime tests launch 1 to 3). The licenses in every list state go on the course without a package,
 * which no learner launches, so what the runtime tests do never changes what the license list shows.
 */
export async function seedElearningDemo(shared: Kysely<any>): Promise<void> {
  const db = elearningDb(shared);
  const courseIds: number[] = [];
  for (const course of DEMO_COURSES) {
    const zip = course.zip && path.join(DEMO_PACKAGES, course.zip);
    const packageId = zip && existsSync(zip) ? (await importNewPackage(db, zip, { ownerCustomerId: 1 })).id : null;
    const ecourse = await db
      .insertInto('ecourse')
      .values({ internal_name: course.name, package_id: packageId, can_start: true, can_purchase: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('license').values({ user_id: ADMIN_USER.id, user_uuid: ADMIN_USER.uuid, ecourse_id: ecourse.id }).execute();
    courseIds.push(ecourse.id);
  }
  await seedDemoEcourseDetails(db, courseIds);
  for (const ecourseId of courseIds) await seedDemoEvaluations(db, ecourseId);
  await seedDemoLicenses(db, courseIds[courseIds.length - 1]!);
  await seedDemoHotworks(db);
  await seedDemoCertifiedHotworks(db);
  await seedDemoCompanyLicenses(db, courseIds[2]!);
}
