import { examGroupEndpoints } from '@atrium/authoring-contract';
import { addEndpoint, HttpError, principalOf } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { authorCustomerOf } from '../customer-details/author-customer';
import { authoringDb } from '../db';
import { packageDetail } from '../packages/package-query';
import { lockPackage, touchPackage } from '../packages/package-store';

/** The exam groups of a package: each draws `take` of its tasks into the exam (§3, §5). */
export const examGroupRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = authoringDb(shared);

  addEndpoint(app, examGroupEndpoints.save, async (request) => {
    const customerId = authorCustomerOf(principalOf(request));
    const { id, internalName, take, taskUuids } = request.body;
    await db.transaction().execute(async (trx) => {
      const pkg = await lockPackage(trx, customerId, request.params.uuid);
      let groupId = id;
      if (groupId) {
        const result = await trx
          .updateTable('exam_group')
          .set({ internal_name: internalName, take })
          .where('id', '=', groupId)
          .where('package_id', '=', pkg.id)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) throw new HttpError(404, 'Exam group not found');
      } else {
        const last = await trx
          .selectFrom('exam_group')
          .select((eb) => eb.fn.max('position').as('max'))
          .where('package_id', '=', pkg.id)
          .executeTakeFirst();
        groupId = (
          await trx
            .insertInto('exam_group')
            .values({ package_id: pkg.id, position: (last?.max ?? -1) + 1, internal_name: internalName, take })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }
      const uuids = [...new Set(taskUuids)];
      const tasks = uuids.length
        ? await trx.selectFrom('task').select(['id', 'uuid']).where('customer_id', '=', customerId).where('uuid', 'in', uuids).execute()
        : [];
      if (tasks.length !== uuids.length) throw new HttpError(404, 'Task not found');
      await trx.deleteFrom('exam_group_task').where('exam_group_id', '=', groupId).execute();
      if (uuids.length)
        await trx
          .insertInto('exam_group_task')
          .values(
            uuids.map((uuid, position) => ({ exam_group_id: groupId, task_id: tasks.find((task) => task.uuid === uuid)!.id, position })),
          )
          .execute();
      await touchPackage(trx, pkg.id);
    });
    return packageDetail(db, customerId, request.params.uuid);
  });

  addEndpoint(app, examGroupEndpoints.remove, async (request) => {
    const customerId = authorCustomerOf(principalOf(request));
    await db.transaction().execute(async (trx) => {
      const pkg = await lockPackage(trx, customerId, request.params.uuid);
      const result = await trx
        .deleteFrom('exam_group')
        .where('id', '=', request.params.groupId)
        .where('package_id', '=', pkg.id)
        .executeTakeFirst();
      if (result.numDeletedRows === 0n) throw new HttpError(404, 'Exam group not found');
      await touchPackage(trx, pkg.id);
    });
    return packageDetail(db, customerId, request.params.uuid);
  });
};
