import type { AreaModule } from '@atrium/service-core';
import { migrations } from './migrations';
import { classroomRoutes } from './routes';
import { seedClassroomDemo } from './seed-demo';

export const classroomModule: AreaModule = {
  area: 'classroom',
  migrations,
  routes: classroomRoutes,
  seedDemo: seedClassroomDemo,
};
