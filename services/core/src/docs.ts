import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export const DOCS_PREFIX = '/api/docs';

export async function registerApiDocs(app: FastifyInstance, title: string): Promise<void> {
  await app.register(swagger, { openapi: { info: { title, version: '1.0.0' } } });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
