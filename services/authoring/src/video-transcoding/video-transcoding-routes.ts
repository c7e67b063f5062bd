import {
  HIDE_FINISHED_JOBS_AFTER_DAYS,
  videoTranscodingEndpoints,
  type TranscodeAnswer,
  type TranscodeJob,
} from '@atrium/authoring-contract';
import { addEndpoint, HttpError, principalOf } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { authorCustomerOf } from '../customer-details/author-customer';
import { authoringDb, type AuthoringDb } from '../db';
import { lessonDetail, lessonIdOf } from '../lessons/lesson-query';
import { enqueueJob, jobQueueReady } from '../job-queue/job-queue';
import { TRANSCODE_QUEUE } from './transcode-queue';

type JobRow = {
  id: number;
  lesson_uuid: string;
  source_file: string;
  mp4_qualities: string[];
  hls: boolean;
  hls_qualities: string[];
  status: TranscodeJob['status'];
  progress: number;
  message: string | null;
  created_at: Date;
  finished_at: Date | null;
};

const jobOf = (row: JobRow): TranscodeJob => ({
  id: row.id,
  lessonUuid: row.lesson_uuid,
  sourceFile: row.source_file,
  mp4Qualities: row.mp4_qualities,
  hls: row.hls,
  hlsQualities: row.hls_qualities,
  status: row.status,
  progress: row.progress,
  message: row.message,
  createdAt: row.created_at.toISOString(),
  finishedAt: row.finished_at?.toISOString() ?? null,
});

function jobs(db: AuthoringDb, customerId: number) {
  return db
    .selectFrom('transcode_job as j')
    .innerJoin('lesson as l', 'l.id', 'j.lesson_id')
    .select([
      'j.id',
      'l.uuid as lesson_uuid',
      'j.source_file',
      'j.mp4_qualities',
      'j.hls',
      'j.hls_qualities',
      sql<TranscodeJob['status']>`j.status`.as('status'),
      'j.progress',
      'j.message',
      'j.created_at',
      'j.finished_at',
    ])
    .where('l.customer_id', '=', customerId);
}

/** §7 transcode job create (and its list, retry, cancel) and commit video duration. */
export const videoTranscodingRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = authoringDb(shared);
  const author = (request: Parameters<typeof principalOf>[0]) => authorCustomerOf(principalOf(request));

  /** Queues a job for the lesson's video; one live job per lesson (a unique index), a second is a warning. */
  const queue = async (
    lessonId: number,
    values: { source_file: string; mp4_qualities: string[]; hls: boolean; hls_qualities: string[] },
    customerId: number,
  ): Promise<TranscodeAnswer> => {
    await jobQueueReady(shared, TRANSCODE_QUEUE);
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('transcode_job')
        .values({ lesson_id: lessonId, ...values })
        .onConflict((oc) => oc.column('lesson_id').where('status', 'in', ['queued', 'running']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) await enqueueJob(trx, TRANSCODE_QUEUE, row.id);
      return row?.id;
    });
    if (!id) return { status: 'WARNING' as const, message: 'kpg.transcode.alreadyRunning', job: null };
    return {
      status: 'OK' as const,
      message: 'kpg.transcode.queued',
      job: jobOf(await jobs(db, customerId).where('j.id', '=', id).executeTakeFirstOrThrow()),
    };
  };

  addEndpoint(app, videoTranscodingEndpoints.create, async (request) => {
    const customerId = author(request);
    const lesson = await db
      .selectFrom('lesson')
      .select(['id', 'lesson_type', 'video_file'])
      .where('uuid', '=', request.params.uuid)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (!lesson) throw new HttpError(404, 'Lesson not found');
    if (lesson.lesson_type !== 'video' || !lesson.video_file)
      return { status: 'ERROR' as const, message: 'kpg.check.videoNoLiveFile', job: null };
    const { mp4Qualities, hls, hlsQualities } = request.body;
    if (mp4Qualities.length === 0 && (!hls || hlsQualities.length === 0))
      return { status: 'ERROR' as const, message: 'kpg.transcode.noQualities', job: null };
    return queue(lesson.id, { source_file: lesson.video_file, mp4_qualities: mp4Qualities, hls, hls_qualities: hlsQualities }, customerId);
  });

  addEndpoint(app, videoTranscodingEndpoints.list, async (request) => {
    const customerId = author(request);
    const lessonId = await lessonIdOf(db, customerId, request.params.uuid);
    // §4: completed, errored or cancelled jobs older than two days are hidden.
    const rows = await jobs(db, customerId)
      .where('j.lesson_id', '=', lessonId)
      .where((eb) =>
        eb.or([
          eb('j.status', 'in', ['queued', 'running']),
          eb('j.created_at', '>', sql<Date>`now() - make_interval(days => ${HIDE_FINISHED_JOBS_AFTER_DAYS})`),
        ]),
      )
      .orderBy('j.created_at', 'desc')
      .orderBy('j.id', 'desc')
      .execute();
    return rows.map(jobOf);
  });

  addEndpoint(app, videoTranscodingEndpoints.retry, async (request) => {
    const customerId = author(request);
    const old = await jobs(db, customerId).select('j.lesson_id').where('j.id', '=', request.params.id).executeTakeFirst();
    if (!old) throw new HttpError(404, 'Job not found');
    if (old.status === 'queued' || old.status === 'running')
      return { status: 'WARNING' as const, message: 'kpg.transcode.alreadyRunning', job: jobOf(old) };
    return queue(
      old.lesson_id,
      { source_file: old.source_file, mp4_qualities: old.mp4_qualities, hls: old.hls, hls_qualities: old.hls_qualities },
      customerId,
    );
  });

  addEndpoint(app, videoTranscodingEndpoints.cancel, async (request) => {
    const customerId = author(request);
    const job = await jobs(db, customerId).where('j.id', '=', request.params.id).executeTakeFirst();
    if (!job) throw new HttpError(404, 'Job not found');
    const cancelled = await db
      .updateTable('transcode_job')
      .set({ status: 'cancelled', finished_at: new Date() })
      .where('id', '=', job.id)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (cancelled.numUpdatedRows === 0n) return { status: 'WARNING' as const, message: 'kpg.transcode.notRunning', job: jobOf(job) };
    return {
      status: 'OK' as const,
      message: 'kpg.transcode.cancelled',
      job: jobOf((await jobs(db, customerId).where('j.id', '=', job.id).executeTakeFirst())!),
    };
  });

  addEndpoint(app, videoTranscodingEndpoints.commitDuration, async (request) => {
    const customerId = author(request);
    const result = await db
      .updateTable('lesson')
      .set({ video_duration: request.body.seconds, updated_at: new Date() })
      .where('uuid', '=', request.params.uuid)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new HttpError(404, 'Lesson not found');
    return lessonDetail(db, customerId, request.params.uuid);
  });
};
