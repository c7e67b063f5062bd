import { addEndpoint, HttpError, PLATFORM_ADMINS, principalOf, zodSchema, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { MY_EXPORT_PATH, PERSON_EXPORT_PATH, personErasureEndpoints } from '@atrium/users-contract';
import { usersDb } from '../db';
import { recordAudit } from '../user-administration/user-audit';
import { erasePerson } from './erase-person';
import { personArchive } from './person-archive';

/**
 * GDPR export and erasure (decision 0136): a platform admin downloads or erases anyone; every signed-in person
 * downloads their own data. Each download is written to the person's audit, so they can see who took their data.
 */
export const personExportRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = usersDb(shared);

  const send = async (reply: FastifyReply, userId: number, actorId: number) => {
    const person = await db.selectFrom('users').select('uuid').where('id', '=', userId).executeTakeFirst();
    if (!person) throw new HttpError(404, 'user.notFound');
    await recordAudit(db, userId, actorId, 'user.export');
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="atrium-person-${person.uuid}.zip"`)
      .header('cache-control', 'no-store')
      .send(await personArchive(shared, userId));
  };

  app.get(
    PERSON_EXPORT_PATH,
    {
      config: { access: { roles: PLATFORM_ADMINS } },
      schema: { params: zodSchema(z.object({ userId: z.coerce.number().int().positive().max(2147483647) })) },
    },
    async (request, reply) => send(reply, request.params.userId, principalOf(request).userId),
  );

  app.get(MY_EXPORT_PATH, { config: { access: 'authenticated' } }, async (request, reply) => {
    const { userId } = principalOf(request);
    return send(reply, userId, userId);
  });

  addEndpoint(app, personErasureEndpoints.erase, async (request) => erasePerson(db, request.params.userId, principalOf(request).userId));
};
