import type { AreaModule } from '@atrium/service-core';
import { migrations } from './migrations';
import { elearningRoutes } from './routes';
import { seedElearningDemo } from './seed-demo';

export const elearningModule: AreaModule = { area: 'elearning', migrations, routes: elearningRoutes, seedDemo: seedElearningDemo };
