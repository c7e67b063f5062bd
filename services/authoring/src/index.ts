import type { AreaModule } from '@atrium/service-core';
import { migrations } from './migrations';
import { authoringRoutes } from './routes';

export const authoringModule: AreaModule = { area: 'authoring', migrations, routes: authoringRoutes };
