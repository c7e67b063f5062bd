import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { zodResponse } from './zod-schema';

const statusSchema = zodResponse(z.object({ status: z.literal('ok') }));

export function registerHealth(app: FastifyInstance, db: Kysely<any>): void {
  app.get('/health', { config: { access: 'public' }, schema: { response: { 200: statusSchema } } }, async () => ({
    status: 'ok' as const,
  }));
  app.get('/ready', { config: { access: 'public' }, schema: { response: { 200: statusSchema } } }, async () => {
    await sql`select 1`.execute(db);
    return { status: 'ok' as const };
  });
}
