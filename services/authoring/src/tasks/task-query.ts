import { localizedTextsSchema, TASK_PAGE_SIZE, titleIn, type TaskDetail, type TaskSummary } from '@atrium/authoring-contract';
import { containsPattern, HttpError } from '@atrium/service-core';
import { sql } from 'kysely';
import type { AuthoringDb } from '../db';

/** Where a task is used: exam groups, and lessons (task sets, and through them packages). */
async function taskUsage(db: AuthoringDb, taskId: number): Promise<{ examGroups: number; lessons: number }> {
  const [groups, lessons] = await Promise.all([
    db
      .selectFrom('exam_group_task')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('task_id', '=', taskId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('lesson_task')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('task_id', '=', taskId)
      .executeTakeFirstOrThrow(),
  ]);
  return { examGroups: Number(groups.n), lessons: Number(lessons.n) };
}

export async function taskDetail(db: AuthoringDb, customerId: number, uuid: string): Promise<TaskDetail> {
  const task = await db.selectFrom('task').selectAll().where('uuid', '=', uuid).where('customer_id', '=', customerId).executeTakeFirst();
  if (!task) throw new HttpError(404, 'Task not found');
  const [options, tags, usage] = await Promise.all([
    db.selectFrom('task_option').selectAll().where('task_id', '=', task.id).orderBy('idx').execute(),
    db
      .selectFrom('task_tag as tt')
      .innerJoin('tag', 'tag.id', 'tt.tag_id')
      .select('tag.name')
      .where('tt.task_id', '=', task.id)
      .orderBy('tag.name')
      .execute(),
    taskUsage(db, task.id),
  ]);
  return {
    id: task.id,
    uuid: task.uuid,
    customerId: task.customer_id,
    locale: task.locale,
    texts: localizedTextsSchema.parse(task.texts),
    multipleCorrect: task.multiple_correct,
    requireSound: task.require_sound,
    requireImage: task.require_image,
    options: options.map((option) => ({
      idx: option.idx,
      texts: localizedTextsSchema.parse(option.texts),
      correct: option.correct,
      deleted: option.deleted,
    })),
    tags: tags.map((tag) => tag.name),
    usage,
    updatedAt: task.updated_at.toISOString(),
  };
}

/** The customer's tasks the search finds: the text anywhere in the task's texts, and a tag containing `tag`. */
export function tasksMatching(db: AuthoringDb, customerId: number, query: { search: string; tag?: string | undefined }) {
  let base = db.selectFrom('task as t').where('t.customer_id', '=', customerId);
  if (query.search) base = base.where(sql<string>`t.texts::text`, 'ilike', containsPattern(query.search));
  if (query.tag)
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('task_tag as tt')
          .innerJoin('tag', 'tag.id', 'tt.tag_id')
          .whereRef('tt.task_id', '=', 't.id')
          .where('tag.name', 'ilike', containsPattern(query.tag!)),
      ),
    );
  return base;
}

export async function searchTasks(
  db: AuthoringDb,
  customerId: number,
  query: { search: string; tag?: string; page: number },
): Promise<{ rows: TaskSummary[]; total: number }> {
  const base = tasksMatching(db, customerId, query);
  const [rows, total] = await Promise.all([
    base
      .select([
        't.uuid',
        't.locale',
        't.texts',
        't.multiple_correct',
        't.updated_at',
        (eb) =>
          eb
            .selectFrom('task_option as o')
            .whereRef('o.task_id', '=', 't.id')
            .where('o.deleted', '=', false)
            .select(eb.fn.countAll<string>().as('n'))
            .as('option_count'),
        (eb) =>
          eb
            .selectFrom('task_tag as tt')
            .innerJoin('tag', 'tag.id', 'tt.tag_id')
            .whereRef('tt.task_id', '=', 't.id')
            .select(sql<string[]>`coalesce(array_agg(tag.name order by tag.name), '{}')`.as('names'))
            .as('tags'),
      ])
      .orderBy('t.updated_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(TASK_PAGE_SIZE)
      .offset(query.page * TASK_PAGE_SIZE)
      .execute(),
    base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      uuid: row.uuid,
      locale: row.locale,
      title: titleIn(localizedTextsSchema.parse(row.texts), row.locale),
      optionCount: Number(row.option_count ?? 0),
      multipleCorrect: row.multiple_correct,
      tags: row.tags ?? [],
      updatedAt: row.updated_at.toISOString(),
    })),
    total: Number(total.total),
  };
}
