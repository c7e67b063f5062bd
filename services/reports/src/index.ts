import type { AreaModule } from '@atrium/service-core';
import { migrations } from './migrations';
import { reportsRoutes } from './routes';

export const reportsModule: AreaModule = { area: 'reports', migrations, routes: reportsRoutes };
