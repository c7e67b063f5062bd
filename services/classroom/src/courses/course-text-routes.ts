import { addEndpoint, COURSE_TEXT_COLUMN_OF, sanitizeRichTextHtml } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { COURSE_TEXT_FIELDS, courseTextEndpoints, type CourseLocale, type LocalizedText } from '@atrium/classroom-contract';
import { requireCourse } from './require-course';
import { classroomDb, type ClassroomDb } from '../db';

async function readTexts(db: ClassroomDb, courseId: number): Promise<LocalizedText[]> {
  const rows = await db
    .selectFrom('classroom_course_text')
    .selectAll()
    .where('classroom_course_id', '=', courseId)
    .orderBy('locale')
    .execute();
  return rows.map((row) => ({
    locale: row.locale as CourseLocale,
    courseTextMain: { title: row.course_text_main_title, text: row.course_text_main },
    ...(Object.fromEntries(COURSE_TEXT_FIELDS.map((field) => [field, row[COURSE_TEXT_COLUMN_OF[field]]])) as Omit<
      LocalizedText,
      'locale' | 'courseTextMain'
    >),
  }));
}

export const courseTextRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  addEndpoint(app, courseTextEndpoints.list, async (request) => {
    await requireCourse(db, request.params.id);
    return readTexts(db, request.params.id);
  });

  // The posted list replaces all texts of the course; HTML is sanitised here whatever the browser did. An
  // upsert, not delete-then-insert: two saves at once (a double click, two tabs) each see the other's row
  // and the later one wins, instead of one failing on the primary key (issue 11 finding 2).
  addEndpoint(app, courseTextEndpoints.save, async (request) => {
    const courseId = request.params.id;
    await db.transaction().execute(async (trx) => {
      await requireCourse(trx, courseId);
      const locales = request.body.map((text) => text.locale);
      let stale = trx.deleteFrom('classroom_course_text').where('classroom_course_id', '=', courseId);
      if (locales.length > 0) stale = stale.where('locale', 'not in', locales);
      await stale.execute();
      if (request.body.length === 0) return;
      const columns = [
        'course_text_main_title',
        'course_text_main',
        ...COURSE_TEXT_FIELDS.map((field) => COURSE_TEXT_COLUMN_OF[field]),
      ] as const;
      await trx
        .insertInto('classroom_course_text')
        .values(
          request.body.map((text) => ({
            classroom_course_id: courseId,
            locale: text.locale,
            course_text_main_title: text.courseTextMain.title,
            course_text_main: sanitizeRichTextHtml(text.courseTextMain.text),
            ...Object.fromEntries(COURSE_TEXT_FIELDS.map((field) => [COURSE_TEXT_COLUMN_OF[field], sanitizeRichTextHtml(text[field])])),
          })),
        )
        .onConflict((conflict) =>
          conflict
            .columns(['classroom_course_id', 'locale'])
            .doUpdateSet((eb) => Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}`)]))),
        )
        .execute();
    });
    return readTexts(db, courseId);
  });
};
