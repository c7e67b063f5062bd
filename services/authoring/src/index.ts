import type { AreaModule } from '@atrium/service-core';
import { migrations } from './migrations';
import { authoringRoutes } from './routes';
import { startTranscodeWorker } from './video-transcoding/transcode-worker';

export const authoringModule: AreaModule = {
  area: 'authoring',
  migrations,
  routes: authoringRoutes,
  startWorkers: (db) => startTranscodeWorker(db),
};
