import type { AreaModule } from '@atrium/service-core';
import { offerDueSeatsJob } from './classroom-management/offer-due-seats';
import { migrations } from './migrations';
import { classroomRoutes } from './routes';
import { seedClassroomDemo } from './seed-demo';

export const classroomModule: AreaModule = {
  area: 'classroom',
  migrations,
  routes: classroomRoutes,
  seedDemo: seedClassroomDemo,
  scheduledJobs: [offerDueSeatsJob],
};
