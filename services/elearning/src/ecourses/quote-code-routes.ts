import { addEndpoint, RequestValidationError } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { type EcourseLanguage, ecourseQuoteCodeEndpoints } from '@atrium/elearning-contract';
import { elearningDb, type ElearningDb, type ElearningTables } from '../db';
import { inTransaction } from '../transaction';
import { requireEcourse } from './require-ecourse';

async function readCodes(db: ElearningDb, ecourseId: number) {
  const rows = await db
    .selectFrom('ecourse_quote_code')
    .select(['locale', 'code'])
    .where('ecourse_id', '=', ecourseId)
    .orderBy('locale')
    .execute();
  return rows.map((row) => ({ locale: row.locale as EcourseLanguage, code: row.code }));
}

/** Whether another e-course already uses the code; an empty code is never taken. */
async function codeTaken(db: ElearningDb | Transaction<ElearningTables>, code: string, exceptEcourseId?: number): Promise<boolean> {
  if (code === '') return false;
  const found = await db
    .selectFrom('ecourse_quote_code')
    .select('ecourse_id')
    .where(sql`lower(code)`, '=', code.toLowerCase())
    .$if(exceptEcourseId !== undefined, (query) => query.where('ecourse_id', '<>', exceptEcourseId!))
    .executeTakeFirst();
  return found !== undefined;
}

/** Quote codes per locale (document 001 §6, §7): looked up, checked and set by platform admins only. */
export const quoteCodeRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = elearningDb(shared);

  addEndpoint(app, ecourseQuoteCodeEndpoints.list, async (request) => {
    await requireEcourse(db, request.params.id);
    return readCodes(db, request.params.id);
  });

  addEndpoint(app, ecourseQuoteCodeEndpoints.validate, async (request) => ({
    exists: await codeTaken(db, request.query.code, request.query.ecourseId),
  }));

  addEndpoint(app, ecourseQuoteCodeEndpoints.save, async (request) => {
    const ecourseId = request.params.id;
    await inTransaction(db, async (trx) => {
      await requireEcourse(trx, ecourseId);
      await trx.deleteFrom('ecourse_quote_code').where('ecourse_id', '=', ecourseId).execute();
      for (const [index, { locale, code }] of request.body.entries()) {
        if (code === '') continue;
        const taken = RequestValidationError.forField('body', [String(index), 'code'], 'quotecodes.taken');
        if (await codeTaken(trx, code, ecourseId)) throw taken;
        // Two admins saving the same new code at once: the unique index decides, and the loser hears why.
        await trx
          .insertInto('ecourse_quote_code')
          .values({ ecourse_id: ecourseId, locale, code })
          .execute()
          .catch((error: Error & { code?: string }) => {
            throw error.code === '23505' ? taken : error;
          });
      }
    });
    return readCodes(db, ecourseId);
  });
};
