import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_LESSON_FILE_BYTES, RESIZABLE_IMAGE } from '@atrium/authoring-contract';
import { deleteFile, saveFile, withLocalFile } from '@atrium/service-core';
import { sql } from 'kysely';
import type { AuthoringDb } from '../db';
import { AREA } from '../lessons/lesson-file-area';
import { probeWidth, scaleImage } from '../video-transcoding/run-ffmpeg';

interface ImageFile {
  lesson_id: number;
  file_name: string;
  storage_key: string;
}

/**
 * Scales one stored picture down to maxWidth when it is wider, storing the smaller file in its place. The row is only
 * repointed while it still holds the bytes we read (an upload meanwhile wins); the lesson gets a new cache key so
 * browsers fetch the new picture. Answers whether the file was made smaller.
 */
async function resizeOne(db: AuthoringDb, file: ImageFile, maxWidth: number, work: string): Promise<boolean> {
  const output = path.join(work, `scaled${path.extname(file.file_name).toLowerCase()}`);
  const scaled = await withLocalFile(AREA, file.storage_key, async (input) => {
    if ((await probeWidth(input)) <= maxWidth) return false;
    await scaleImage(input, output, maxWidth);
    return true;
  });
  if (!scaled) return false;
  const stored = await saveFile(AREA, createReadStream(output), { maxBytes: MAX_LESSON_FILE_BYTES });
  const swapped = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('lesson_file')
      .set({ storage_key: stored.key, size_bytes: stored.sizeBytes })
      .where('lesson_id', '=', file.lesson_id)
      .where('file_name', '=', file.file_name)
      .where('storage_key', '=', file.storage_key)
      .returning('lesson_id')
      .executeTakeFirst();
    if (row)
      await trx
        .updateTable('lesson')
        .set({ cache_key: sql`gen_random_uuid()` })
        .where('id', '=', file.lesson_id)
        .execute();
    return Boolean(row);
  });
  await deleteFile(AREA, swapped ? file.storage_key : stored.key);
  return swapped;
}

/**
 * §7 "resize all files": every picture of the customer's lessons wider than the job's width is scaled down, with the
 * count done kept on the job for the screen. A file that cannot be read as a picture is named in the job's message and
 * passed over; any other failure marks the job errored. Run again (a retry after a stop), pictures already small enough are left as they are.
 */
export async function runResizeJob(db: AuthoringDb, jobId: number): Promise<void> {
  const job = await db
    .updateTable('file_job')
    .set({ status: 'running', done: 0, changed: 0, message: null })
    .where('id', '=', jobId)
    .where('status', 'in', ['queued', 'running'])
    .returning(['customer_id', 'max_width'])
    .executeTakeFirst();
  if (!job) return;
  const work = await mkdtemp(path.join(tmpdir(), 'atrium-resize-'));
  try {
    const files = (
      await db
        .selectFrom('lesson_file as f')
        .innerJoin('lesson as l', 'l.id', 'f.lesson_id')
        .select(['f.lesson_id', 'f.file_name', 'f.storage_key'])
        .where('l.customer_id', '=', job.customer_id)
        .orderBy('f.lesson_id')
        .orderBy('f.file_name')
        .execute()
    ).filter((file) => RESIZABLE_IMAGE.test(file.file_name));
    await db.updateTable('file_job').set({ total: files.length }).where('id', '=', jobId).execute();
    const failed: string[] = [];
    for (const file of files) {
      const changed = await resizeOne(db, file, job.max_width, work).catch(() => {
        failed.push(file.file_name);
        return false;
      });
      await db
        .updateTable('file_job')
        .set((eb) => ({ done: eb('done', '+', 1), changed: eb('changed', '+', changed ? 1 : 0) }))
        .where('id', '=', jobId)
        .execute();
    }
    await db
      .updateTable('file_job')
      .set({ status: 'completed', finished_at: new Date(), message: failed.length ? failed.join(', ').slice(0, 2000) : null })
      .where('id', '=', jobId)
      .execute();
  } catch (error) {
    await db
      .updateTable('file_job')
      .set({ status: 'errored', finished_at: new Date(), message: error instanceof Error ? error.message.slice(0, 2000) : 'failed' })
      .where('id', '=', jobId)
      .execute();
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
