import type { AreaModule } from '@atrium/service-core';
import { migrations } from './migrations';
import { removeOldExportsJob } from './report-export/remove-old-exports';
import { startReportExportWorker } from './report-export/report-export-worker';
import { reportsRoutes } from './routes';
import { seedReportsDemo } from './seed-demo';

export const reportsModule: AreaModule = {
  area: 'reports',
  migrations,
  routes: reportsRoutes,
  seedDemo: seedReportsDemo,
  scheduledJobs: [removeOldExportsJob],
  startWorkers: (db) => startReportExportWorker(db),
};
