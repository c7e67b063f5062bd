import { zodResponse, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { authoringStatusSchema } from '@atrium/authoring-contract';
import { customerDetailsRoutes } from './customer-details/customer-details-routes';
import { packageRoutes } from './packages/package-routes';
import { lessonRoutes } from './lessons/lesson-routes';
import { lessonFileRoutes } from './lessons/lesson-file-routes';
import { taskRoutes } from './tasks/task-routes';
import { examGroupRoutes } from './exam-groups/exam-group-routes';
import { scormImportRoutes } from './scorm-import/scorm-import-routes';
import { scormExportRoutes } from './scorm-export/scorm-export-routes';
import { videoTranscodingRoutes } from './video-transcoding/video-transcoding-routes';
import { issueRoutes } from './issues/issue-routes';
import { taskImportRoutes } from './task-import/task-import-routes';
import { listOfValuesRoutes } from './list-of-values/list-of-values-routes';
import { fileMaintenanceRoutes } from './file-maintenance/file-maintenance-routes';
import { htmlFileRoutes } from './html-files/html-file-routes';
import { lessonViewRoutes } from './lesson-view/lesson-view-routes';

export const authoringRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(customerDetailsRoutes);
  await app.register(packageRoutes, { db });
  await app.register(lessonRoutes, { db });
  await app.register(lessonFileRoutes, { db });
  await app.register(taskRoutes, { db });
  await app.register(examGroupRoutes, { db });
  await app.register(scormExportRoutes, { db });
  await app.register(scormImportRoutes, { db });
  await app.register(videoTranscodingRoutes, { db });
  await app.register(issueRoutes, { db });
  await app.register(taskImportRoutes, { db });
  await app.register(listOfValuesRoutes);
  await app.register(fileMaintenanceRoutes, { db });
  await app.register(htmlFileRoutes, { db });
  await app.register(lessonViewRoutes, { db });

  app.get(
    '/status',
    { config: { access: 'authenticated' }, schema: { response: { 200: zodResponse(authoringStatusSchema) } } },
    async () => ({ area: 'authoring' as const, ready: true as const }),
  );
};
