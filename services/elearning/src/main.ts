import { runAlone } from '@atrium/service-core';
import { elearningModule } from './index';

runAlone(elearningModule).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
