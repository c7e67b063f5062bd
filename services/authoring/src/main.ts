import { runAlone } from '@atrium/service-core';
import { authoringModule } from './index';

runAlone(authoringModule).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
