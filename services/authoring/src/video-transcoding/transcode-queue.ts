import type { JobQueue } from '../job-queue/job-queue';

// A transcoding may take long: an hour before pg-boss counts it lost and hands it out again.
export const TRANSCODE_QUEUE: JobQueue = { name: 'authoring.transcode', expireInSeconds: 3600 };
