import type { AreaModule } from '@atrium/service-core';
import { migrations } from './migrations';
import { reportsRoutes } from './routes';
import { seedReportsDemo } from './seed-demo';

export const reportsModule: AreaModule = { area: 'reports', migrations, routes: reportsRoutes, seedDemo: seedReportsDemo };
