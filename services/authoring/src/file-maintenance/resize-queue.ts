import type { JobQueue } from '../job-queue/job-queue';

// Many pictures may take a while: an hour before pg-boss counts a job lost and hands it out again.
export const RESIZE_QUEUE: JobQueue = { name: 'authoring.resize-images', expireInSeconds: 3600 };
