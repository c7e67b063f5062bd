import { deleteFile, HttpError, type ScheduledJob } from '@atrium/service-core';
import { sql } from 'kysely';
import { UPLOAD_ERRORS } from '@atrium/elearning-contract';
import { elearningDb, type ElearningDb } from '../db';
import { inTransaction } from '../transaction';

/**
 * Issue 11 finding 9 (decision 0117): an upload url and the zip behind it live a day. Unimported uploads are
 * removed by a scheduled job, and a person holds at most MAX_OPEN_UPLOADS at once, so one account cannot fill
 * the disk with 500 MiB zips nobody imports.
 */
/** Zips waiting to be imported: stored with the core file storage under this area name. */
export const UPLOAD_AREA = 'elearning-uploads';

const UPLOAD_LIFETIME_HOURS = 24;
export const MAX_OPEN_UPLOADS = 5;

const lifetime = sql<string>`${`${UPLOAD_LIFETIME_HOURS} hours`}::interval`;
/** Uploads created after this moment are still open; compare `created_at` with it. */
export const openSince = sql<Date>`now() - ${lifetime}`;

/** A new upload url for the person, unless they already hold MAX_OPEN_UPLOADS unexpired ones (429). */
export async function openUpload(db: ElearningDb, userId: number): Promise<string> {
  return inTransaction(db, async (trx) => {
    // Two requests at once must not both see room for one more.
    await sql`select pg_advisory_xact_lock(hashtext('elearning.package_upload'), ${userId})`.execute(trx);
    const { open, secondsToRoom } = await trx
      .selectFrom('package_upload')
      .select((eb) => [
        eb.fn.countAll<string>().as('open'),
        // When the oldest open one expires, there is room again.
        sql<number>`ceil(extract(epoch from min(created_at) + ${lifetime} - now()))::int`.as('secondsToRoom'),
      ])
      .where('user_id', '=', userId)
      .where('created_at', '>', openSince)
      .executeTakeFirstOrThrow();
    if (Number(open) >= MAX_OPEN_UPLOADS) {
      throw new HttpError(429, UPLOAD_ERRORS.tooManyOpen, { 'retry-after': String(Math.max(1, secondsToRoom)) });
    }
    const upload = await trx.insertInto('package_upload').values({ user_id: userId }).returning('id').executeTakeFirstOrThrow();
    return upload.id;
  });
}

/** Removes every upload older than its lifetime, with its file; safe to run on several instances at once. */
async function expireUploads(db: ElearningDb): Promise<number> {
  const expired = await db.deleteFrom('package_upload').where('created_at', '<=', openSince).returning('file_key').execute();
  for (const { file_key } of expired) if (file_key) await deleteFile(UPLOAD_AREA, file_key);
  return expired.length;
}

export const expireUploadsJob: ScheduledJob = {
  name: 'expire-uploads',
  cron: '17 * * * *',
  run: async (db) => {
    await expireUploads(elearningDb(db));
  },
};
