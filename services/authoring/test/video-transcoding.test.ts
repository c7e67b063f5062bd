import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatDuration } from '@atrium/authoring-contract';
import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { authoringModule } from '../src';
import { authoringDb } from '../src/db';
import { runTranscodeJob } from '../src/video-transcoding/run-transcode-job';
import { call, newLesson, newPackage, texts, unzip, uploadLessonFile } from './authoring-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const work = mkdtempSync(path.join(tmpdir(), 'atrium-authoring-video-'));
const EXPORT = '/api/authoring/web/data/elearningpackage/scormexport';

// A real two-second video with sound, made by ffmpeg as the product's jobs run it.
const clip = path.join(work, 'clip.mp4');

beforeAll(async () => {
  process.env.ATRIUM_FILES_DIR = path.join(work, 'files');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=2:size=320x240:rate=10',
    '-f',
    'lavfi',
    '-i',
    'sine=duration=2',
    '-shortest',
    '-pix_fmt',
    'yuv420p',
    clip,
  ]);
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [authoringModule]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

async function videoLesson(): Promise<string> {
  const lesson = await newLesson(app, { lessonType: 'video', videoFile: 'clip.mp4', texts: texts('Watch') });
  expect((await uploadLessonFile(app, lesson.uuid, 'clip.mp4', readFileSync(clip))).statusCode).toBe(201);
  return lesson.uuid;
}

const jobsOf = async (uuid: string) => (await call(app, 'GET', `/lesson/${uuid}/transcode`)).json();

it('§9: durations show as minutes:seconds', () => {
  expect(formatDuration(75)).toBe('1:15');
  expect(formatDuration(9)).toBe('0:09');
});

it('queues a job (a pg-boss job with it), warns on a second while one is live, and errors without a live file', async () => {
  const uuid = await videoLesson();
  const first = await call(app, 'POST', `/lesson/${uuid}/transcode`, {});
  expect(first.json()).toMatchObject({
    status: 'OK',
    job: { status: 'queued', mp4Qualities: ['720'], hls: true, hlsQualities: ['240', '720'] },
  });
  const queued = await sql<{
    n: number;
  }>`select count(*)::int as n from pgboss.job where name = 'authoring.transcode' and data->>'jobId' = ${String(first.json().job.id)}`.execute(
    database.db,
  );
  expect(queued.rows[0]!.n).toBe(1);
  expect((await call(app, 'POST', `/lesson/${uuid}/transcode`, {})).json()).toMatchObject({
    status: 'WARNING',
    message: 'kpg.transcode.alreadyRunning',
  });
  const html = await newLesson(app);
  expect((await call(app, 'POST', `/lesson/${html.uuid}/transcode`, {})).json()).toMatchObject({
    status: 'ERROR',
    message: 'kpg.check.videoNoLiveFile',
  });
  expect((await call(app, 'POST', `/lesson/${uuid}/transcode`, { mp4Qualities: ['721'] })).statusCode).toBe(400);
});

it('transcodes with ffmpeg to mp4 and HLS, commits the duration, and the export carries the renditions', async () => {
  const uuid = await videoLesson();
  const { job } = (
    await call(app, 'POST', `/lesson/${uuid}/transcode`, { mp4Qualities: ['240'], hls: true, hlsQualities: ['240'] })
  ).json();
  await runTranscodeJob(authoringDb(database.db), job.id);
  expect((await jobsOf(uuid))[0]).toMatchObject({ id: job.id, status: 'completed', progress: 100 });
  expect((await call(app, 'GET', `/lesson/${uuid}`)).json().videoDuration).toBe(2);

  const pkg = await newPackage(app);
  const chapter = (await call(app, 'POST', `/package/${pkg.uuid}/chapter`, { texts: texts('One') })).json().chapters[0];
  await call(app, 'POST', `/package/${pkg.uuid}/chapter/${chapter.id}/lessons`, { lessonUuid: uuid });
  expect((await call(app, 'GET', `${EXPORT}/${pkg.uuid}/240/true/240/2004/calculation`)).json()).toMatchObject({
    errors: [],
    videosWithoutRenditions: [],
  });
  expect((await call(app, 'GET', `${EXPORT}/${pkg.uuid}/720/true/240,720/2004/calculation`)).json().videosWithoutRenditions).toEqual([
    'clip.mp4',
  ]);
  const zip = await call(app, 'GET', `${EXPORT}/${pkg.uuid}/240/true/240/2004`);
  const files = await unzip(zip.rawPayload);
  expect([...files.keys()]).toEqual(
    expect.arrayContaining([`lessons/${uuid}/mp4/240/video.mp4`, `lessons/${uuid}/hls/240/index.m3u8`, `lessons/${uuid}/hls/master.m3u8`]),
  );
  expect(files.has(`lessons/${uuid}/clip.mp4`)).toBe(false);
  // The player plays HLS where it can and the mp4 rendition elsewhere.
  expect(files.get('content.js')).toContain(`"video":"lessons/${uuid}/mp4/240/video.mp4","hls":"lessons/${uuid}/hls/master.m3u8"`);
});

it('marks a failing job errored with its message; a retry queues it again; a cancelled job is not worked', async () => {
  const uuid = await videoLesson();
  const { job } = (await call(app, 'POST', `/lesson/${uuid}/transcode`, { mp4Qualities: ['240'], hls: false })).json();
  // The file is replaced by bytes that are no video.
  await uploadLessonFile(app, uuid, 'clip.mp4', 'not a video');
  await expect(runTranscodeJob(authoringDb(database.db), job.id)).rejects.toThrow(/ffprobe/);
  expect((await jobsOf(uuid))[0]).toMatchObject({ status: 'errored', message: expect.stringMatching(/ffprobe/) });
  const retried = (await call(app, 'POST', `/api/authoring/data/elearningpackage/transcodejobs/${job.id}/retry`)).json();
  expect(retried).toMatchObject({ status: 'OK', job: { status: 'queued', mp4Qualities: ['240'], hls: false } });
  const cancelled = (await call(app, 'POST', `/api/authoring/data/elearningpackage/transcodejobs/${retried.job.id}/cancel`)).json();
  expect(cancelled).toMatchObject({ status: 'OK', job: { status: 'cancelled' } });
  await runTranscodeJob(authoringDb(database.db), retried.job.id);
  expect((await jobsOf(uuid)).find((one: { id: number }) => one.id === retried.job.id)).toMatchObject({ status: 'cancelled' });
});

it('§4: hides completed, errored and cancelled jobs older than two days, never live ones', async () => {
  const uuid = await videoLesson();
  const { job } = (await call(app, 'POST', `/lesson/${uuid}/transcode`, {})).json();
  await sql`update authoring.transcode_job set created_at = now() - interval '3 days' where id = ${job.id}`.execute(database.db);
  expect((await jobsOf(uuid)).map((one: { id: number }) => one.id)).toEqual([job.id]);
  await call(app, 'POST', `/api/authoring/data/elearningpackage/transcodejobs/${job.id}/cancel`);
  expect(await jobsOf(uuid)).toEqual([]);
});

it('§7: commits a video duration', async () => {
  const uuid = await videoLesson();
  expect((await call(app, 'PUT', `/lesson/${uuid}/videoduration`, { seconds: 75 })).json().videoDuration).toBe(75);
  expect((await call(app, 'PUT', `/lesson/${uuid}/videoduration`, { seconds: -1 })).statusCode).toBe(400);
});
