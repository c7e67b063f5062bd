import type { AreaModule } from '@atrium/service-core';
import { migrations } from './migrations';
import { companyRoutes } from './routes';
import { seedCompanyDemo } from './seed-demo';

export const companyModule: AreaModule = { area: 'company', migrations, routes: companyRoutes, seedDemo: seedCompanyDemo };
