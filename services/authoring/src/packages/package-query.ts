import {
  localizedTextsSchema,
  PACKAGE_PAGE_SIZE,
  titleIn,
  type PackageDetail,
  type PackageFilter,
  type PackageSummary,
} from '@atrium/authoring-contract';
import { containsPattern, HttpError } from '@atrium/service-core';
import { sql } from 'kysely';
import type { AuthoringDb } from '../db';
import { lessonsInPackage } from '../lessons/lesson-in-package';

/** §4: the stored filters; all-non-archived is everything but archived. */
export async function listPackages(
  db: AuthoringDb,
  customerId: number,
  query: { filter: PackageFilter; search: string; page: number },
): Promise<{ rows: PackageSummary[]; total: number }> {
  let base = db.selectFrom('package as p').where('p.customer_id', '=', customerId);
  if (query.filter === 'all-non-archived') base = base.where('p.status', '!=', 'archived');
  else if (query.filter !== 'all') base = base.where('p.status', '=', query.filter);
  if (query.search) base = base.where('p.internal_name', 'ilike', containsPattern(query.search));
  const [rows, total] = await Promise.all([
    base
      .select([
        'p.id',
        'p.uuid',
        'p.internal_name',
        'p.status',
        'p.locale',
        'p.updated_at',
        (eb) =>
          eb.selectFrom('chapter as c').whereRef('c.package_id', '=', 'p.id').select(eb.fn.countAll<string>().as('n')).as('chapter_count'),
        (eb) =>
          eb
            .selectFrom('chapter_lesson as cl')
            .innerJoin('chapter as c', 'c.id', 'cl.chapter_id')
            .whereRef('c.package_id', '=', 'p.id')
            .select(eb.fn.countAll<string>().as('n'))
            .as('lesson_count'),
      ])
      .orderBy('p.updated_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(PACKAGE_PAGE_SIZE)
      .offset(query.page * PACKAGE_PAGE_SIZE)
      .execute(),
    base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      uuid: row.uuid,
      internalName: row.internal_name,
      status: row.status,
      locale: row.locale,
      chapterCount: Number(row.chapter_count ?? 0),
      lessonCount: Number(row.lesson_count ?? 0),
      updatedAt: row.updated_at.toISOString(),
    })),
    total: Number(total.total),
  };
}

/** The package id of the customer's package with this uuid; 404 for anyone else's. */
/** The whole package: chapters with their lessons and exam groups with their tasks, each in order. */
export async function packageDetail(db: AuthoringDb, customerId: number, uuid: string): Promise<PackageDetail> {
  const row = await db.selectFrom('package').selectAll().where('uuid', '=', uuid).where('customer_id', '=', customerId).executeTakeFirst();
  if (!row) throw new HttpError(404, 'Package not found');
  const [chapters, placements, groups, groupTasks] = await Promise.all([
    db.selectFrom('chapter').selectAll().where('package_id', '=', row.id).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('chapter_lesson as cl')
      .innerJoin('chapter as c', 'c.id', 'cl.chapter_id')
      .select(['cl.chapter_id', 'cl.lesson_id'])
      .where('c.package_id', '=', row.id)
      .orderBy('cl.position')
      .orderBy('cl.lesson_id')
      .execute(),
    db.selectFrom('exam_group').selectAll().where('package_id', '=', row.id).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('exam_group_task as gt')
      .innerJoin('exam_group as g', 'g.id', 'gt.exam_group_id')
      .innerJoin('task as t', 't.id', 'gt.task_id')
      .select(['gt.exam_group_id', 't.uuid', 't.texts'])
      .where('g.package_id', '=', row.id)
      .orderBy('gt.position')
      .orderBy('t.id')
      .execute(),
  ]);
  const lessons = await lessonsInPackage(db, [...new Set(placements.map((placement) => placement.lesson_id))]);
  return {
    id: row.id,
    uuid: row.uuid,
    internalName: row.internal_name,
    status: row.status,
    locale: row.locale,
    texts: localizedTextsSchema.parse(row.texts),
    exam: row.exam,
    intro: row.intro,
    examPercentRequired: row.exam_percent_required,
    frameworkUrl: row.framework_url,
    softwareVersion: row.software_version,
    updatedAt: row.updated_at.toISOString(),
    chapters: chapters.map((chapter) => ({
      id: chapter.id,
      texts: localizedTextsSchema.parse(chapter.texts),
      lessons: placements
        .filter((placement) => placement.chapter_id === chapter.id)
        .flatMap((placement) => lessons.get(placement.lesson_id) ?? []),
    })),
    examGroups: groups.map((group) => ({
      id: group.id,
      internalName: group.internal_name,
      take: group.take,
      tasks: groupTasks
        .filter((task) => task.exam_group_id === group.id)
        .map((task) => ({ uuid: task.uuid, title: titleIn(localizedTextsSchema.parse(task.texts), row.locale) })),
    })),
  };
}
