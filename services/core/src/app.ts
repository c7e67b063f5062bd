import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { installAccessControl } from './access';
import { installAuditContext } from './audit/audit-context';
import { registerAuditLogRoutes } from './audit/audit-log-routes';
import type { SessionCheck } from './area-module';
import { registerApiDocs } from './docs';
import { installErrorHandling } from './errors';
import { acceptFormBodies } from './form-body';
import { registerHealth } from './health';
import { installIdempotency } from './idempotency/idempotent-routes';
import { refuseForeignOrigins } from './origin-check';
import { allowedOriginsFromEnv, allowListedOrigins } from './allowed-origins';
import { registerSecurityHeaders, type SecurityHeaderOptions } from './security-headers';
import { trustProxyFromEnv } from './trust-proxy';
import { withRedactedUrls } from './request-log';
import { createSessionTokens, sessionSecretFromEnv } from './session';
import { zodValidatorCompiler } from './zod-schema';

export interface ServiceAppOptions {
  name: string;
  db: Kysely<any>;
  /** Defaults to JSON (pino) logs at LOG_LEVEL or info; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Defaults to ATRIUM_SESSION_SECRET. */
  sessionSecret?: string;
  isSessionActive?: SessionCheck;
  /** Defaults to ATRIUM_TRUST_PROXY (no proxy trusted when unset). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  securityHeaders?: SecurityHeaderOptions;
  /** Origins of standalone remotes allowed to call with credentials (decision 0223); defaults to ATRIUM_ALLOWED_ORIGINS. */
  allowedOrigins?: readonly string[];
  /** The content origin's app (decision 0119): no API docs and no audit log, nothing for staff. */
  withoutStaffRoutes?: boolean;
}

/** A Fastify app with the shared conventions; register routes (or areas via mountArea) on it afterwards. */
export async function createServiceApp(options: ServiceAppOptions): Promise<FastifyInstance> {
  const tokens = createSessionTokens(options.sessionSecret ?? sessionSecretFromEnv());
  const app = Fastify({
    logger: withRedactedUrls(options.logger ?? { level: process.env.LOG_LEVEL ?? 'info' }),
    trustProxy: options.trustProxy ?? trustProxyFromEnv(),
  });
  // Answers of 1 KiB and more go out compressed (brotli or gzip, as the request accepts); smaller ones would not gain
  // what compressing costs. Registered before any route, so every route's answer passes through it. An API answer is
  // compressed once per request, so at fast settings (decision 0261): brotli quality 2 and gzip level 1 took a third of
  // the CPU of quality 4 and level 6 on a search page of 76 KB, for answers 5 to 35 % larger; and in one call rather
  // than through a stream, whose chunks cost more in the event loop than the compressing itself.
  await app.register(fastifyCompress, {
    threshold: 1024,
    syncThreshold: 1024 * 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
    zlibOptions: { level: 1 },
  });
  await registerSecurityHeaders(app, options.securityHeaders);
  // The content origin serves course packages only: no other site's page calls it with a session.
  const allowedOrigins = options.withoutStaffRoutes ? [] : (options.allowedOrigins ?? allowedOriginsFromEnv());
  allowListedOrigins(app, allowedOrigins);
  refuseForeignOrigins(app, allowedOrigins);
  app.setValidatorCompiler(zodValidatorCompiler);
  installErrorHandling(app);
  acceptFormBodies(app);
  app.decorate('sessionTokens', tokens);
  installAccessControl(app, options.isSessionActive);
  installIdempotency(app, options.db);
  installAuditContext(app);
  if (!options.withoutStaffRoutes) await registerApiDocs(app, `Atrium ${options.name}`);
  registerHealth(app, options.db);
  if (!options.withoutStaffRoutes) await registerAuditLogRoutes(app, options.db);
  return app;
}
