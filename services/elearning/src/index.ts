import type { AreaModule } from '@atrium/service-core';
import { migrations } from './migrations';
import { elearningContentRoutes, elearningRoutes } from './routes';
import { seedElearningDemo } from './seed-demo';
import { expireUploadsJob } from './packages/upload-staging';

export const elearningModule: AreaModule = {
  area: 'elearning',
  migrations,
  routes: elearningRoutes,
  contentRoutes: elearningContentRoutes,
  seedDemo: seedElearningDemo,
  scheduledJobs: [expireUploadsJob],
  // Decision 0118: a learner's progress is saved every few seconds and is its own history.
  unaudited: ['runtime_session', 'learner_data', 'cmi5_registration', 'cmi5_launch', 'cmi5_state', 'cmi5_statement'],
};
