import { runAlone } from '@atrium/service-core';
import { classroomModule } from './index';

runAlone(classroomModule).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
