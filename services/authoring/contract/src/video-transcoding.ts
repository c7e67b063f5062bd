// Browser-safe: video transcoding of a lesson (document 003 §4 transcode job rules, §7 "transcode job create",
// "commit video duration", §9 HLS 240p/720p and mp4 720p defaults, durations as minutes:seconds).
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { lessonDetailSchema } from './lessons';
import { DEFAULT_HLS_QUALITIES, DEFAULT_MP4_QUALITIES, VIDEO_QUALITIES } from './scorm-export';
import { idSchema, uuidParamsSchema } from './texts';

export const TRANSCODE_STATUSES = ['queued', 'running', 'completed', 'errored', 'cancelled'] as const;
export type TranscodeStatus = (typeof TRANSCODE_STATUSES)[number];
/** §4: completed, errored or cancelled jobs older than this are hidden. */
export const HIDE_FINISHED_JOBS_AFTER_DAYS = 2;

const qualities = z.array(z.enum(VIDEO_QUALITIES)).max(VIDEO_QUALITIES.length);
export const transcodeRequestSchema = z.object({
  mp4Qualities: qualities.default(DEFAULT_MP4_QUALITIES),
  hls: z.boolean().default(true),
  hlsQualities: qualities.default(DEFAULT_HLS_QUALITIES),
});

export const transcodeJobSchema = z.object({
  id: z.number().int(),
  lessonUuid: z.uuid(),
  sourceFile: z.string(),
  mp4Qualities: z.array(z.string()),
  hls: z.boolean(),
  hlsQualities: z.array(z.string()),
  status: z.enum(TRANSCODE_STATUSES),
  progress: z.number().int(),
  message: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TranscodeJob = z.infer<typeof transcodeJobSchema>;

/** §4 and §8: ERROR shows an error with its message, OK a success, anything else a warning. */
export const transcodeAnswerSchema = z.object({
  status: z.enum(['OK', 'ERROR', 'WARNING']),
  message: z.string(),
  job: transcodeJobSchema.nullable(),
});
export type TranscodeAnswer = z.infer<typeof transcodeAnswerSchema>;

/** §9: a duration as minutes:seconds (75 → "1:15"). */
export const formatDuration = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

const access = { roles: COURSE_ADMINS };
export const videoTranscodingEndpoints = {
  create: defineEndpoint({
    area: 'authoring',
    method: 'POST',
    path: '/data/elearningpackage/lesson/:uuid/transcode',
    access,
    params: uuidParamsSchema,
    body: transcodeRequestSchema,
    response: transcodeAnswerSchema,
  }),
  /** The lesson's jobs, newest first, without finished ones older than two days. */
  list: defineEndpoint({
    area: 'authoring',
    method: 'GET',
    path: '/data/elearningpackage/lesson/:uuid/transcode',
    access,
    params: uuidParamsSchema,
    response: z.array(transcodeJobSchema),
  }),
  retry: defineEndpoint({
    area: 'authoring',
    method: 'POST',
    path: '/data/elearningpackage/transcodejobs/:id/retry',
    access,
    params: z.object({ id: idSchema }),
    response: transcodeAnswerSchema,
  }),
  cancel: defineEndpoint({
    area: 'authoring',
    method: 'POST',
    path: '/data/elearningpackage/transcodejobs/:id/cancel',
    access,
    params: z.object({ id: idSchema }),
    response: transcodeAnswerSchema,
  }),
  /** §7: the duration found by the last transcoding, or set by the author. */
  commitDuration: defineEndpoint({
    area: 'authoring',
    method: 'PUT',
    path: '/data/elearningpackage/lesson/:uuid/videoduration',
    access,
    params: uuidParamsSchema,
    body: z.object({
      seconds: z
        .number()
        .int()
        .min(0)
        .max(24 * 3600),
    }),
    response: lessonDetailSchema,
  }),
};
