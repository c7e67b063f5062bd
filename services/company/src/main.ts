import { runAlone } from '@atrium/service-core';
import { companyModule } from './index';

runAlone(companyModule).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
