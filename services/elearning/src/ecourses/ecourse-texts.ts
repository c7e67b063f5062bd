import { COURSE_TEXT_COLUMN_OF, sanitizeRichTextHtml, RequestValidationError } from '@atrium/service-core';
import type { Transaction } from 'kysely';
import { COURSE_TEXT_FIELDS, type EcourseLanguage, type EcourseLocalizedText } from '@atrium/elearning-contract';
import type { ElearningDb, ElearningTables } from '../db';

export async function readTexts(db: ElearningDb | Transaction<ElearningTables>, ecourseId: number): Promise<EcourseLocalizedText[]> {
  const rows = await db.selectFrom('ecourse_text').selectAll().where('ecourse_id', '=', ecourseId).orderBy('locale').execute();
  return rows.map((row) => ({
    id: row.id,
    courseTextId: row.ecourse_id,
    locale: row.locale as EcourseLanguage,
    courseTextMain: { title: row.course_text_main_title, text: row.course_text_main },
    ...(Object.fromEntries(COURSE_TEXT_FIELDS.map((field) => [field, row[COURSE_TEXT_COLUMN_OF[field]]])) as Omit<
      EcourseLocalizedText,
      'id' | 'courseTextId' | 'locale' | 'courseTextMain'
    >),
  }));
}

const columnsOf = (text: EcourseLocalizedText) => ({
  course_text_main_title: text.courseTextMain.title,
  course_text_main: sanitizeRichTextHtml(text.courseTextMain.text),
  ...Object.fromEntries(COURSE_TEXT_FIELDS.map((field) => [COURSE_TEXT_COLUMN_OF[field], sanitizeRichTextHtml(text[field])])),
});

/**
 * Makes the given list the course's texts: each locale's row is updated in place (keeping its id),
 * a new locale gets a row and a locale left out loses its row. HTML is sanitised here whatever the browser did.
 * `field` names the list in the request for the 400 answers.
 */
export async function writeTexts(
  trx: Transaction<ElearningTables>,
  ecourseId: number,
  texts: readonly EcourseLocalizedText[],
  field = 'body',
): Promise<void> {
  const existing = new Map(
    (await trx.selectFrom('ecourse_text').select(['id', 'locale']).where('ecourse_id', '=', ecourseId).forUpdate().execute()).map((row) => [
      row.locale,
      row.id,
    ]),
  );
  for (const [index, text] of texts.entries()) {
    if (text.courseTextId !== null && text.courseTextId !== ecourseId)
      throw RequestValidationError.forField(field, [String(index), 'courseTextId'], 'validation.unknownChoice');
    if (text.id !== null && existing.get(text.locale) !== text.id)
      throw RequestValidationError.forField(field, [String(index), 'id'], 'validation.unknownChoice');
  }
  const kept = texts.map((text) => text.locale);
  await trx
    .deleteFrom('ecourse_text')
    .where('ecourse_id', '=', ecourseId)
    .$if(kept.length > 0, (query) => query.where('locale', 'not in', kept))
    .execute();
  for (const text of texts) {
    await trx
      .insertInto('ecourse_text')
      .values({ ecourse_id: ecourseId, locale: text.locale, ...columnsOf(text) })
      .onConflict((oc) => oc.columns(['ecourse_id', 'locale']).doUpdateSet(columnsOf(text)))
      .execute();
  }
}
