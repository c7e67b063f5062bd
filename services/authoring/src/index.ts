import type { AreaModule } from '@atrium/service-core';
import { authoringDb } from './db';
import { RESIZE_QUEUE } from './file-maintenance/resize-queue';
import { runResizeJob } from './file-maintenance/run-resize-job';
import { startJobWorker } from './job-queue/job-queue';
import { migrations } from './migrations';
import { authoringRoutes } from './routes';
import { runTranscodeJob } from './video-transcoding/run-transcode-job';
import { TRANSCODE_QUEUE } from './video-transcoding/transcode-queue';

export const authoringModule: AreaModule = {
  area: 'authoring',
  migrations,
  routes: authoringRoutes,
  startWorkers: async (shared) => {
    const db = authoringDb(shared);
    const workers = [
      await startJobWorker(shared, TRANSCODE_QUEUE, (jobId) => runTranscodeJob(db, jobId)),
      await startJobWorker(shared, RESIZE_QUEUE, (jobId) => runResizeJob(db, jobId)),
    ];
    return { stop: async () => void (await Promise.all(workers.map((worker) => worker.stop()))) };
  },
};
