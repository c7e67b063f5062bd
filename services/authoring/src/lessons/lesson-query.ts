import {
  LESSON_PAGE_SIZE,
  localizedTextsSchema,
  titleIn,
  endingLinkSchema,
  type LessonDetail,
  type LessonSummary,
  type LessonType,
} from '@atrium/authoring-contract';
import { containsPattern, HttpError } from '@atrium/service-core';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AuthoringDb } from '../db';
import { lessonsInPackage } from './lesson-in-package';

export async function lessonIdOf(db: AuthoringDb, customerId: number, uuid: string): Promise<number> {
  const row = await db.selectFrom('lesson').select('id').where('uuid', '=', uuid).where('customer_id', '=', customerId).executeTakeFirst();
  if (!row) throw new HttpError(404, 'Lesson not found');
  return row.id;
}

export async function lessonDetail(db: AuthoringDb, customerId: number, uuid: string): Promise<LessonDetail> {
  const id = await lessonIdOf(db, customerId, uuid);
  const [lesson, row, files, tags, tasks, usedIn] = await Promise.all([
    lessonsInPackage(db, [id]).then((lessons) => lessons.get(id)!),
    db
      .selectFrom('lesson')
      .select(['unique_file_name', 'cache_key', 'ending_links', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('lesson_file').selectAll().where('lesson_id', '=', id).orderBy('file_name').execute(),
    db
      .selectFrom('lesson_tag as lt')
      .innerJoin('tag', 'tag.id', 'lt.tag_id')
      .select('tag.name')
      .where('lt.lesson_id', '=', id)
      .orderBy('tag.name')
      .execute(),
    db
      .selectFrom('lesson_task as lt')
      .innerJoin('task', 'task.id', 'lt.task_id')
      .select(['task.uuid', 'task.texts', 'task.locale'])
      .where('lt.lesson_id', '=', id)
      .orderBy('lt.position')
      .execute(),
    db
      .selectFrom('chapter_lesson as cl')
      .innerJoin('chapter as c', 'c.id', 'cl.chapter_id')
      .innerJoin('package as p', 'p.id', 'c.package_id')
      .select(['p.uuid', 'p.internal_name', 'p.status'])
      .distinct()
      .where('cl.lesson_id', '=', id)
      .orderBy('p.internal_name')
      .execute(),
  ]);
  return {
    ...lesson,
    uniqueFileName: row.unique_file_name,
    cacheKey: row.cache_key,
    endingLinks: z.array(endingLinkSchema).catch([]).parse(row.ending_links),
    tags: tags.map((tag) => tag.name),
    files: files.map((file) => ({
      fileName: file.file_name,
      sizeBytes: Number(file.size_bytes),
      contentType: file.content_type,
      uploadedAt: file.uploaded_at.toISOString(),
    })),
    tasks: tasks.map((task) => ({ uuid: task.uuid, title: titleIn(localizedTextsSchema.parse(task.texts), task.locale) })),
    usedIn: usedIn.map((pkg) => ({ uuid: pkg.uuid, internalName: pkg.internal_name, status: pkg.status })),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function searchLessons(
  db: AuthoringDb,
  customerId: number,
  query: { search: string; lessonType?: LessonType; tag?: string; page: number },
): Promise<{ rows: LessonSummary[]; total: number }> {
  let base = db.selectFrom('lesson as l').where('l.customer_id', '=', customerId);
  if (query.search) base = base.where(sql<string>`l.texts::text`, 'ilike', containsPattern(query.search));
  if (query.lessonType) base = base.where('l.lesson_type', '=', query.lessonType);
  if (query.tag)
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('lesson_tag as lt')
          .innerJoin('tag', 'tag.id', 'lt.tag_id')
          .whereRef('lt.lesson_id', '=', 'l.id')
          .where('tag.name', 'ilike', containsPattern(query.tag!)),
      ),
    );
  const [rows, total] = await Promise.all([
    base
      .select([
        'l.id',
        'l.uuid',
        'l.lesson_type',
        'l.locale',
        'l.texts',
        'l.disabled',
        'l.updated_at',
        (eb) =>
          eb.selectFrom('lesson_file as f').whereRef('f.lesson_id', '=', 'l.id').select(eb.fn.countAll<string>().as('n')).as('file_count'),
        (eb) =>
          eb
            .selectFrom('lesson_tag as lt')
            .innerJoin('tag', 'tag.id', 'lt.tag_id')
            .whereRef('lt.lesson_id', '=', 'l.id')
            .select(sql<string[]>`coalesce(array_agg(tag.name order by tag.name), '{}')`.as('names'))
            .as('tags'),
      ])
      .orderBy('l.updated_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(LESSON_PAGE_SIZE)
      .offset(query.page * LESSON_PAGE_SIZE)
      .execute(),
    base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      uuid: row.uuid,
      lessonType: row.lesson_type,
      locale: row.locale,
      title: titleIn(localizedTextsSchema.parse(row.texts), row.locale),
      disabled: row.disabled,
      fileCount: Number(row.file_count ?? 0),
      tags: row.tags ?? [],
      updatedAt: row.updated_at.toISOString(),
    })),
    total: Number(total.total),
  };
}
