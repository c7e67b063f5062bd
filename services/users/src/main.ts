import { runAlone } from '@atrium/service-core';
import { usersModule } from './index';

runAlone(usersModule).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
