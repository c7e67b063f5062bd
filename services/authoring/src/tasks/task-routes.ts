import { splitTags, tagEndpoints, tagNameSchema, taskEndpoints } from '@atrium/authoring-contract';
import { addEndpoint, containsPattern, HttpError, principalOf, RequestValidationError } from '@atrium/service-core';
import { requestLocale } from '@atrium/service-core/excel';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { authorCustomerOf } from '../customer-details/author-customer';
import { authoringDb, type AuthoringDb } from '../db';
import { tagIds } from './tag-store';
import { deleteTask, saveTask } from './task-store';
import { taskExcel } from './task-excel';
import { searchTasks, taskDetail } from './task-query';

async function tagsWithUsages(db: AuthoringDb, customerId: number, search?: string) {
  let query = db
    .selectFrom('tag')
    .select([
      'tag.id',
      'tag.name',
      (eb) => eb.selectFrom('task_tag').whereRef('task_tag.tag_id', '=', 'tag.id').select(eb.fn.countAll<string>().as('n')).as('tasks'),
      (eb) =>
        eb.selectFrom('lesson_tag').whereRef('lesson_tag.tag_id', '=', 'tag.id').select(eb.fn.countAll<string>().as('n')).as('lessons'),
    ])
    .where('tag.customer_id', '=', customerId);
  if (search) query = query.where('tag.name', 'ilike', containsPattern(search));
  const rows = await query.orderBy('tag.name').limit(1000).execute();
  return rows.map((row) => ({ id: row.id, name: row.name, usages: Number(row.tasks ?? 0) + Number(row.lessons ?? 0) }));
}

/** /elearningpackage/tasks, /elearningpackage/edittask and /elearningpackage/tags. */
export const taskRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = authoringDb(shared);
  const author = (request: Parameters<typeof principalOf>[0]) => authorCustomerOf(principalOf(request));

  addEndpoint(app, taskEndpoints.search, async (request) => searchTasks(db, author(request), request.query));
  addEndpoint(app, taskEndpoints.get, async (request) => taskDetail(db, author(request), request.params.uuid));
  addEndpoint(app, taskEndpoints.save, async (request) => {
    const customerId = author(request);
    return taskDetail(db, customerId, await saveTask(db, customerId, request.body));
  });
  addEndpoint(app, taskEndpoints.remove, async (request) => deleteTask(db, author(request), request.params.uuid));
  addEndpoint(app, taskEndpoints.excel, async (request, reply) =>
    reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', 'attachment; filename="tasks.xlsx"')
      .header('cache-control', 'no-store')
      .send(taskExcel(db, author(request), request.query, requestLocale(request))),
  );

  addEndpoint(app, tagEndpoints.list, async (request) => tagsWithUsages(db, author(request), request.query.search));
  addEndpoint(app, tagEndpoints.add, async (request) => {
    const customerId = author(request);
    const names = splitTags(request.body.names);
    for (const name of names) {
      const parsed = tagNameSchema.safeParse(name);
      if (!parsed.success) throw RequestValidationError.forField('body', ['names'], parsed.error.issues[0]!.message);
    }
    await db.transaction().execute((trx) => tagIds(trx, customerId, names));
    return tagsWithUsages(db, customerId);
  });
  addEndpoint(app, tagEndpoints.usages, async (request) => {
    const customerId = author(request);
    const tag = (await tagsWithUsages(db, customerId)).find((row) => row.id === request.params.id);
    if (!tag) throw new HttpError(404, 'Tag not found');
    const [tasks, lessons] = await Promise.all([
      db
        .selectFrom('task_tag')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('tag_id', '=', tag.id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('lesson_tag')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('tag_id', '=', tag.id)
        .executeTakeFirstOrThrow(),
    ]);
    return { tasks: Number(tasks.n), lessons: Number(lessons.n) };
  });
  // The screen asks for confirmation with the usage count (§5); the tag leaves every task and lesson with it.
  addEndpoint(app, tagEndpoints.remove, async (request) => {
    const result = await db
      .deleteFrom('tag')
      .where('id', '=', request.params.id)
      .where('customer_id', '=', author(request))
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new HttpError(404, 'Tag not found');
  });
};
