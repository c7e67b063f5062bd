import { zodResponse, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { xapiRoutes } from './cmi5/xapi-routes';
import { elearningStatusSchema } from '@atrium/elearning-contract';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { courseInfoRoutes } from './catalogue/course-info-routes';
import { commentRoutes } from './ecourses/comment-routes';
import { ecourseDetailRoutes } from './ecourses/ecourse-detail-routes';
import { ecourseRoutes } from './ecourses/ecourse-routes';
import { fileRoutes } from './ecourses/file-routes';
import { priceRoutes } from './ecourses/price-routes';
import { publicationRoutes } from './ecourses/publication-routes';
import { quoteCodeRoutes } from './ecourses/quote-code-routes';
import { reportCustomerRoutes } from './ecourses/report-customer-routes';
import { valueListRoutes } from './ecourses/value-list-routes';
import { evaluationRoutes } from './evaluations/evaluation-routes';
import { hotworkRoutes } from './hotworks/hotwork-routes';
import { learnerEvaluationRoutes } from './learner-evaluation/learner-evaluation-routes';
import { licenseRoutes } from './licenses/license-routes';
import { myLicensesRoutes } from './my-licenses/my-licenses-routes';
import { personLicenseRoutes } from './person-licenses/person-licenses-routes';
import { migrationRoutes } from './packages/migration-routes';
import { upgradeStoredManifests } from './packages/manifest-upgrade';
import { packageRoutes } from './packages/package-routes';
import { storeRoutes } from './packages/store-routes';
import { remoteCustomerRoutes } from './remote-scorm/remote-customer-routes';
import { remoteRuntimeRoutes } from './remote-scorm/remote-runtime-routes';
import { sessionByCredential } from './runtime/credential-session';
import { licenseProgressRoute } from './runtime/license-progress-route';
import { runtimeRoutes } from './runtime/runtime-routes';
import { learnerSessions, scormDataRoutes } from './runtime/scorm-data-routes';
import { elearningDb } from './db';

export const elearningRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/status',
    { config: { access: 'authenticated' }, schema: { response: { 200: zodResponse(elearningStatusSchema) } } },
    async () => ({ area: 'elearning' as const, ready: true as const }),
  );

  // Packages an older import recorded are read again from their stored files, in the background (decision 0107).
  fastify.addHook('onReady', async () => {
    upgradeStoredManifests(elearningDb(db), (message) => fastify.log.warn(message)).catch((error: unknown) =>
      fastify.log.error({ err: error }, 'upgrading the recorded manifests of older packages failed'),
    );
  });

  // Each part parses bodies its own way (zip streams, multipart, beacon text), so each is its own plugin.
  await fastify.register(packageRoutes, { db });
  await fastify.register(migrationRoutes, { db });
  await fastify.register(storeRoutes);
  await fastify.register(runtimeRoutes, { db });
  await fastify.register(licenseProgressRoute, { db });
  await fastify.register(scormDataRoutes, { db, ...learnerSessions });
  await fastify.register(remoteCustomerRoutes, { db });
  await fastify.register(hotworkRoutes, { db });
  await fastify.register(licenseRoutes, { db });
  await fastify.register(learnerEvaluationRoutes, { db });
  await fastify.register(myLicensesRoutes, { db });
  await fastify.register(personLicenseRoutes, { db });
  await fastify.register(evaluationRoutes, { db });
  await fastify.register(catalogueRoutes, { db });
  await fastify.register(courseInfoRoutes, { db });
  await fastify.register(ecourseRoutes, { db });
  await fastify.register(ecourseDetailRoutes, { db });
  await fastify.register(valueListRoutes);
  await fastify.register(priceRoutes, { db });
  await fastify.register(fileRoutes, { db });
  await fastify.register(publicationRoutes, { db });
  await fastify.register(reportCustomerRoutes, { db });
  await fastify.register(quoteCodeRoutes, { db });
  await fastify.register(commentRoutes, { db });
};

/**
 * What the content origin serves (decision 0119): the player's calls, package files and the cmi5 LRS, each
 * authorised by a runtime session's id or a launch token and never by the session cookie, which that origin
 * does not receive. Remote SCORM (decision 0021) and signed-in learners' sessions alike use the remote context.
 */
export const elearningContentRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db }) => {
  await fastify.register(scormDataRoutes, {
    db,
    prefix: '/remote',
    access: 'public',
    sessionFor: (credentialDb, _request, sessionUuid) => sessionByCredential(credentialDb, sessionUuid),
  });
  await fastify.register(remoteRuntimeRoutes, { db });
  await fastify.register(xapiRoutes, { db });
};
