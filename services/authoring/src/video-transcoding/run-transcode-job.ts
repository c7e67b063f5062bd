import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteFile, saveFile, withLocalFile } from '@atrium/service-core';
import { sql } from 'kysely';
import type { AuthoringDb } from '../db';
import { AREA } from '../lessons/lesson-file-area';
import { probeDuration, renditionArgs, transcode } from './run-ffmpeg';

const MAX_RENDITION_FILE_BYTES = 4 * 1024 * 1024 * 1024;

interface Output {
  kind: 'mp4' | 'hls';
  quality: string;
  /** The folder holding the rendition's files (one mp4, or a playlist and its segments). */
  dir: string;
}

/**
 * Runs one transcode job: the lesson's uploaded video to each chosen mp4 and HLS quality (ffmpeg), stored in the
 * file store; the video's duration is committed to the lesson (§7). A job no longer queued or running (cancelled) is
 * left alone. A failure marks the job errored with ffmpeg's words and is thrown, so pg-boss retries it.
 */
export async function runTranscodeJob(db: AuthoringDb, jobId: number): Promise<void> {
  const claimed = await db
    .updateTable('transcode_job')
    .set({ status: 'running', progress: 0, message: null })
    .where('id', '=', jobId)
    .where('status', 'in', ['queued', 'running'])
    .returning(['lesson_id', 'source_file', 'mp4_qualities', 'hls', 'hls_qualities'])
    .executeTakeFirst();
  if (!claimed) return;
  const work = await mkdtemp(path.join(tmpdir(), 'atrium-transcode-'));
  try {
    const source = await db
      .selectFrom('lesson_file')
      .select('storage_key')
      .where('lesson_id', '=', claimed.lesson_id)
      .where('file_name', '=', claimed.source_file)
      .executeTakeFirst();
    if (!source) throw new Error(`The lesson has no file ${claimed.source_file}`);
    const outputs: Output[] = [
      ...claimed.mp4_qualities.map((quality) => ({ kind: 'mp4' as const, quality, dir: path.join(work, 'mp4', quality) })),
      ...(claimed.hls
        ? claimed.hls_qualities.map((quality) => ({ kind: 'hls' as const, quality, dir: path.join(work, 'hls', quality) }))
        : []),
    ];
    let lastReported = 0;
    const report = async (share: number) => {
      const progress = Math.floor(share * 100);
      if (progress < lastReported + 5 && progress < 100) return;
      lastReported = progress;
      await db.updateTable('transcode_job').set({ progress }).where('id', '=', jobId).where('status', '=', 'running').execute();
    };
    const duration = await withLocalFile(AREA, source.storage_key, async (input) => {
      const seconds = await probeDuration(input);
      for (const [index, output] of outputs.entries()) {
        await rm(output.dir, { recursive: true, force: true });
        await mkdir(output.dir, { recursive: true });
        const args =
          output.kind === 'mp4'
            ? [...renditionArgs(output.quality), '-movflags', '+faststart', path.join(output.dir, 'video.mp4')]
            : [
                ...renditionArgs(output.quality),
                '-f',
                'hls',
                '-hls_time',
                '6',
                '-hls_playlist_type',
                'vod',
                '-hls_segment_filename',
                path.join(output.dir, 'segment-%03d.ts'),
                path.join(output.dir, 'index.m3u8'),
              ];
        // Progress is only shown: a failed update of it must not fail the transcoding.
        await transcode(input, args, seconds, (share) => void report((index + share) / outputs.length).catch(() => undefined));
      }
      return seconds;
    });
    await storeRenditions(db, jobId, claimed.lesson_id, outputs, Math.round(duration));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .updateTable('transcode_job')
      .set({ status: 'errored', message: message.slice(0, 1000), finished_at: new Date() })
      .where('id', '=', jobId)
      .execute();
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Stores the made files and swaps them for the lesson's earlier renditions of the same kind and quality. */
async function storeRenditions(db: AuthoringDb, jobId: number, lessonId: number, outputs: Output[], duration: number): Promise<void> {
  const stored: { kind: 'mp4' | 'hls'; quality: string; path: string; storage_key: string; size_bytes: number }[] = [];
  try {
    for (const output of outputs)
      for (const name of await readdir(output.dir)) {
        const file = path.join(output.dir, name);
        const saved = await saveFile(AREA, createReadStream(file), { maxBytes: MAX_RENDITION_FILE_BYTES });
        stored.push({
          kind: output.kind,
          quality: output.quality,
          path: name,
          storage_key: saved.key,
          size_bytes: (await stat(file)).size,
        });
      }
    const replaced = await db.transaction().execute(async (trx) => {
      const job = await trx.selectFrom('transcode_job').select('status').where('id', '=', jobId).forUpdate().executeTakeFirst();
      // Cancelled meanwhile: the made files are not kept.
      if (job?.status !== 'running') return stored.map((file) => file.storage_key);
      const old = await trx
        .deleteFrom('video_rendition_file')
        .where('lesson_id', '=', lessonId)
        .where(sql<boolean>`(kind, quality) in (${sql.join(outputs.map((output) => sql`(${output.kind}, ${output.quality})`))})`)
        .returning('storage_key')
        .execute();
      if (stored.length)
        await trx
          .insertInto('video_rendition_file')
          .values(stored.map((file) => ({ lesson_id: lessonId, ...file })))
          .execute();
      await trx.updateTable('lesson').set({ video_duration: duration, updated_at: new Date() }).where('id', '=', lessonId).execute();
      await trx
        .updateTable('transcode_job')
        .set({ status: 'completed', progress: 100, finished_at: new Date() })
        .where('id', '=', jobId)
        .execute();
      return old.map((row) => row.storage_key);
    });
    for (const key of replaced) await deleteFile(AREA, key);
  } catch (error) {
    for (const file of stored) await deleteFile(AREA, file.storage_key);
    throw error;
  }
}
