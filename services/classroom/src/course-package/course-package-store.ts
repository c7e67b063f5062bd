import { HttpError, RequestValidationError } from '@atrium/service-core';
import type { CoursePackage, CoursePackageWrite } from '@atrium/classroom-contract';
import { ecourseNames } from '../courses/published-lookups';
import type { ClassroomDb } from '../db';

async function assertCourseExists(db: ClassroomDb, courseId: number): Promise<void> {
  const course = await db.selectFrom('classroom_course').select('id').where('id', '=', courseId).executeTakeFirst();
  if (!course) throw new HttpError(404, 'Classroom course not found');
}

export async function readCoursePackage(db: ClassroomDb, courseId: number): Promise<CoursePackage> {
  await assertCourseExists(db, courseId);
  const row = await db
    .selectFrom('course_package')
    .select(['id', 'mail_subject', 'mail_body'])
    .where('classroom_course_id', '=', courseId)
    .executeTakeFirst();
  if (!row)
    return { id: null, clCourse: courseId, files: [], fileDetails: [], eCourses: [], eCourseDetails: [], mailSubject: '', mailBody: '' };

  const files = await db
    .selectFrom('course_package_file as p')
    .innerJoin('media_file as f', 'f.id', 'p.media_file_id')
    .select(['f.id', 'f.file_name'])
    .where('p.course_package_id', '=', row.id)
    .orderBy('p.position')
    .execute();
  const eCourses = await db
    .selectFrom('course_package_ecourse')
    .select('ecourse_id')
    .where('course_package_id', '=', row.id)
    .orderBy('position')
    .execute();
  const names = await ecourseNames(
    db,
    eCourses.map((eCourse) => eCourse.ecourse_id),
  );
  return {
    id: row.id,
    clCourse: courseId,
    files: files.map((file) => file.id),
    fileDetails: files.map((file) => ({ id: file.id, fileName: file.file_name })),
    eCourses: eCourses.map((eCourse) => eCourse.ecourse_id),
    eCourseDetails: eCourses.map((eCourse) => ({ id: eCourse.ecourse_id, name: names.get(eCourse.ecourse_id) ?? null })),
    mailSubject: row.mail_subject,
    mailBody: row.mail_body,
  };
}

/** The package row of a course, made (empty) when missing. Call inside a transaction. */
async function packageIdOf(trx: ClassroomDb, courseId: number, mail?: { subject: string; body: string }): Promise<number> {
  await assertCourseExists(trx, courseId);
  const row = await trx
    .insertInto('course_package')
    .values({ classroom_course_id: courseId, mail_subject: mail?.subject, mail_body: mail?.body })
    .onConflict((conflict) =>
      conflict
        .column('classroom_course_id')
        // Setting the key to itself makes `returning` answer on conflict too when there is no mail to write.
        .doUpdateSet(mail ? { mail_subject: mail.subject, mail_body: mail.body } : { classroom_course_id: courseId }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces the package's files. `field` names the request field in a 400 for an unknown file. */
export async function replaceFiles(trx: ClassroomDb, courseId: number, fileIds: number[], field: string): Promise<void> {
  const packageId = await packageIdOf(trx, courseId);
  if (fileIds.length > 0) {
    const known = await trx.selectFrom('media_file').select('id').where('id', 'in', fileIds).execute();
    const knownIds = new Set(known.map((file) => file.id));
    const unknown = fileIds.find((id) => !knownIds.has(id));
    if (unknown !== undefined) {
      throw new RequestValidationError(`${field}: Unknown file ${unknown}`, { [field]: `Unknown file ${unknown}` });
    }
  }
  await trx.deleteFrom('course_package_file').where('course_package_id', '=', packageId).execute();
  if (fileIds.length === 0) return;
  await trx
    .insertInto('course_package_file')
    .values(fileIds.map((media_file_id, position) => ({ course_package_id: packageId, media_file_id, position })))
    .execute();
}

export async function replaceEcourses(trx: ClassroomDb, courseId: number, eCourseIds: number[]): Promise<void> {
  const packageId = await packageIdOf(trx, courseId);
  await trx.deleteFrom('course_package_ecourse').where('course_package_id', '=', packageId).execute();
  if (eCourseIds.length === 0) return;
  await trx
    .insertInto('course_package_ecourse')
    .values(eCourseIds.map((ecourse_id, position) => ({ course_package_id: packageId, ecourse_id, position })))
    .execute();
}

/** Writes the whole package. Call inside a transaction: a refused file leaves the old package as it was. */
export async function writeCoursePackage(trx: ClassroomDb, courseId: number, write: CoursePackageWrite): Promise<void> {
  await packageIdOf(trx, courseId, { subject: write.mailSubject, body: write.mailBody });
  await replaceFiles(trx, courseId, write.files, 'body.files');
  await replaceEcourses(trx, courseId, write.eCourses);
}
