import { addEndpoint, HttpError } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { COURSE_LOCALES, diplomaTemplateEndpoints, type DiplomaTemplateText } from '@atrium/classroom-contract';
import { classroomDb, type ClassroomDb } from '../db';

async function requireTemplate(db: ClassroomDb, id: number): Promise<void> {
  const found = await db.selectFrom('diploma_template').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw new HttpError(404, 'Diploma template not found');
}

/** The template's text in every locale, empty where nothing was written yet. */
async function readTexts(db: ClassroomDb, id: number): Promise<DiplomaTemplateText[]> {
  const rows = await db.selectFrom('diploma_template_text').selectAll().where('diploma_template_id', '=', id).execute();
  return COURSE_LOCALES.map((locale) => {
    const row = rows.find((candidate) => candidate.locale === locale);
    return { locale, title: row?.title ?? '', body: row?.body ?? '', issuer: row?.issuer ?? '', signatureLine: row?.signature_line ?? '' };
  });
}

/** Decision 0233: course staff write what each diploma template says, per locale. */
export const diplomaTemplateRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  addEndpoint(app, diplomaTemplateEndpoints.texts, async (request) => {
    await requireTemplate(db, request.params.id);
    return readTexts(db, request.params.id);
  });

  // Each locale's text replaced as sent (saving twice, or at once, leaves one row per locale); others kept.
  addEndpoint(app, diplomaTemplateEndpoints.saveTexts, async (request) => {
    const { id } = request.params;
    await db.transaction().execute(async (trx) => {
      await requireTemplate(trx, id);
      for (const text of request.body) {
        const values = { title: text.title, body: text.body, issuer: text.issuer, signature_line: text.signatureLine };
        await trx
          .insertInto('diploma_template_text')
          .values({ diploma_template_id: id, locale: text.locale, ...values })
          .onConflict((conflict) => conflict.columns(['diploma_template_id', 'locale']).doUpdateSet(values))
          .execute();
      }
    });
    return readTexts(db, id);
  });
};
