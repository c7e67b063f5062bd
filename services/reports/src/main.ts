import { runAlone } from '@atrium/service-core';
import { reportsModule } from './index';

runAlone(reportsModule).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
