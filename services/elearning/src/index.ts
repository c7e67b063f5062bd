import type { AreaModule } from '@atrium/service-core';
import { migrations } from './migrations';
import { elearningRoutes } from './routes';

export const elearningModule: AreaModule = { area: 'elearning', migrations, routes: elearningRoutes };
