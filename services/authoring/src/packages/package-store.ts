import { sql } from 'kysely';
import { DEFAULT_EXAM_PERCENT, defaultFrameworkUrl, type PackageStatus } from '@atrium/authoring-contract';
import { HttpError } from '@atrium/service-core';
import type { z } from 'zod';
import type { chapterSaveSchema, packageSaveSchema } from '@atrium/authoring-contract';
import type { AuthoringDb, AuthoringTrx as Trx } from '../db';
import { sanitizedTexts } from '../texts/sanitized-texts';

/** The package row, locked for the rest of the transaction so concurrent edits of its order queue up. */
export async function lockPackage(trx: Trx, customerId: number, uuid: string): Promise<{ id: number; status: PackageStatus }> {
  const row = await trx
    .selectFrom('package')
    .select(['id', 'status'])
    .where('uuid', '=', uuid)
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'Package not found');
  return row;
}

export const touchPackage = (trx: Trx, id: number) =>
  trx.updateTable('package').set({ updated_at: new Date() }).where('id', '=', id).execute();

/** Creates the package, or updates the customer's package with the uuid sent; answers its uuid. */
export async function savePackage(db: AuthoringDb, customerId: number, input: z.output<typeof packageSaveSchema>): Promise<string> {
  const values = {
    internal_name: input.internalName,
    status: input.status,
    locale: input.locale,
    texts: JSON.stringify(sanitizedTexts(input.texts)),
    exam: input.exam,
    intro: input.intro,
    // §5: with the exam on, an empty percent is 70; with it off the percent is kept for when it is turned on.
    ...(input.examPercentRequired !== null
      ? { exam_percent_required: input.examPercentRequired }
      : input.exam
        ? { exam_percent_required: DEFAULT_EXAM_PERCENT }
        : {}),
    framework_url: input.frameworkUrl || defaultFrameworkUrl(input.softwareVersion),
    software_version: input.softwareVersion,
    updated_at: new Date(),
  };
  if (!input.uuid) {
    const row = await db
      .insertInto('package')
      .values({ ...values, customer_id: customerId })
      .returning('uuid')
      .executeTakeFirstOrThrow();
    return row.uuid;
  }
  const row = await db
    .updateTable('package')
    .set(values)
    .where('uuid', '=', input.uuid)
    .where('customer_id', '=', customerId)
    .returning('uuid')
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'Package not found');
  return row.uuid;
}

/**
 * A copy in development: its chapters (placing the same lessons, which are shared, not copied) and its exam groups
 * with the same tasks. The copy's name says it is one.
 */
export async function copyPackage(db: AuthoringDb, customerId: number, uuid: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const source = await lockPackage(trx, customerId, uuid);
    const row = await trx.selectFrom('package').selectAll().where('id', '=', source.id).executeTakeFirstOrThrow();
    const copy = await trx
      .insertInto('package')
      .values({
        customer_id: row.customer_id,
        internal_name: `${row.internal_name} (copy)`.slice(0, 200),
        status: 'development',
        locale: row.locale,
        texts: JSON.stringify(row.texts),
        exam: row.exam,
        intro: row.intro,
        exam_percent_required: row.exam_percent_required,
        framework_url: row.framework_url,
        software_version: row.software_version,
      })
      .returning(['id', 'uuid'])
      .executeTakeFirstOrThrow();
    const chapters = await trx.selectFrom('chapter').selectAll().where('package_id', '=', source.id).orderBy('position').execute();
    for (const chapter of chapters) {
      const added = await trx
        .insertInto('chapter')
        .values({ package_id: copy.id, position: chapter.position, texts: JSON.stringify(chapter.texts) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('chapter_lesson')
        .columns(['chapter_id', 'lesson_id', 'position'])
        .expression((eb) =>
          eb
            .selectFrom('chapter_lesson')
            .select([sql<number>`${added.id}::int`.as('chapter_id'), 'lesson_id', 'position'])
            .where('chapter_id', '=', chapter.id),
        )
        .execute();
    }
    const groups = await trx.selectFrom('exam_group').selectAll().where('package_id', '=', source.id).orderBy('position').execute();
    for (const group of groups) {
      const added = await trx
        .insertInto('exam_group')
        .values({ package_id: copy.id, position: group.position, internal_name: group.internal_name, take: group.take })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('exam_group_task')
        .columns(['exam_group_id', 'task_id', 'position'])
        .expression((eb) =>
          eb
            .selectFrom('exam_group_task')
            .select([sql<number>`${added.id}::int`.as('exam_group_id'), 'task_id', 'position'])
            .where('exam_group_id', '=', group.id),
        )
        .execute();
    }
    return copy.uuid;
  });
}

export async function saveChapter(
  db: AuthoringDb,
  customerId: number,
  uuid: string,
  input: z.output<typeof chapterSaveSchema>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const pkg = await lockPackage(trx, customerId, uuid);
    if (input.id) {
      const result = await trx
        .updateTable('chapter')
        .set({ texts: JSON.stringify(sanitizedTexts(input.texts)) })
        .where('id', '=', input.id)
        .where('package_id', '=', pkg.id)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) throw new HttpError(404, 'Chapter not found');
    } else {
      const last = await trx
        .selectFrom('chapter')
        .select((eb) => eb.fn.max('position').as('max'))
        .where('package_id', '=', pkg.id)
        .executeTakeFirst();
      await trx
        .insertInto('chapter')
        .values({ package_id: pkg.id, position: (last?.max ?? -1) + 1, texts: JSON.stringify(sanitizedTexts(input.texts)) })
        .execute();
    }
    await touchPackage(trx, pkg.id);
  });
}

/** A chapter goes with its placements; the lessons stay in the lesson library. */
export async function deleteChapter(db: AuthoringDb, customerId: number, uuid: string, chapterId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const pkg = await lockPackage(trx, customerId, uuid);
    const result = await trx.deleteFrom('chapter').where('id', '=', chapterId).where('package_id', '=', pkg.id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new HttpError(404, 'Chapter not found');
    await touchPackage(trx, pkg.id);
  });
}

/** The new order must name every item once: a stale editor (an item added or removed meanwhile) gets a 409. */
function checkOrder(current: number[], wanted: number[]): void {
  const same = current.length === wanted.length && new Set(wanted).size === wanted.length && wanted.every((id) => current.includes(id));
  if (!same) throw new HttpError(409, 'kpg.order.stale');
}

/** §4: a published package's order is fixed (drag and drop is disabled there). */
function checkNotPublished(status: PackageStatus): void {
  if (status === 'published') throw new HttpError(409, 'kpg.order.published');
}

export async function rearrangeChapters(db: AuthoringDb, customerId: number, uuid: string, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const pkg = await lockPackage(trx, customerId, uuid);
    checkNotPublished(pkg.status);
    const current = await trx.selectFrom('chapter').select('id').where('package_id', '=', pkg.id).execute();
    checkOrder(
      current.map((row) => row.id),
      ids,
    );
    for (const [position, id] of ids.entries()) await trx.updateTable('chapter').set({ position }).where('id', '=', id).execute();
    await touchPackage(trx, pkg.id);
  });
}

async function chapterOf(trx: Trx, packageId: number, chapterId: number): Promise<void> {
  const chapter = await trx
    .selectFrom('chapter')
    .select('id')
    .where('id', '=', chapterId)
    .where('package_id', '=', packageId)
    .executeTakeFirst();
  if (!chapter) throw new HttpError(404, 'Chapter not found');
}

export async function rearrangeLessons(db: AuthoringDb, customerId: number, uuid: string, chapterId: number, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const pkg = await lockPackage(trx, customerId, uuid);
    checkNotPublished(pkg.status);
    await chapterOf(trx, pkg.id, chapterId);
    const current = await trx.selectFrom('chapter_lesson').select('lesson_id').where('chapter_id', '=', chapterId).execute();
    checkOrder(
      current.map((row) => row.lesson_id),
      ids,
    );
    for (const [position, id] of ids.entries())
      await trx.updateTable('chapter_lesson').set({ position }).where('chapter_id', '=', chapterId).where('lesson_id', '=', id).execute();
    await touchPackage(trx, pkg.id);
  });
}

/** Places the customer's lesson last in the chapter; placing it again changes nothing. */
export async function attachLesson(
  db: AuthoringDb,
  customerId: number,
  uuid: string,
  chapterId: number,
  lessonUuid: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const pkg = await lockPackage(trx, customerId, uuid);
    await chapterOf(trx, pkg.id, chapterId);
    const lesson = await trx
      .selectFrom('lesson')
      .select('id')
      .where('uuid', '=', lessonUuid)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (!lesson) throw new HttpError(404, 'Lesson not found');
    const last = await trx
      .selectFrom('chapter_lesson')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('chapter_id', '=', chapterId)
      .executeTakeFirst();
    await trx
      .insertInto('chapter_lesson')
      .values({ chapter_id: chapterId, lesson_id: lesson.id, position: (last?.max ?? -1) + 1 })
      .onConflict((oc) => oc.columns(['chapter_id', 'lesson_id']).doNothing())
      .execute();
    await touchPackage(trx, pkg.id);
  });
}

export async function detachLesson(
  db: AuthoringDb,
  customerId: number,
  uuid: string,
  chapterId: number,
  lessonUuid: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const pkg = await lockPackage(trx, customerId, uuid);
    await chapterOf(trx, pkg.id, chapterId);
    const result = await trx
      .deleteFrom('chapter_lesson')
      .where('chapter_id', '=', chapterId)
      .where('lesson_id', '=', (eb) =>
        eb.selectFrom('lesson').select('id').where('uuid', '=', lessonUuid).where('customer_id', '=', customerId),
      )
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new HttpError(404, 'Lesson not in chapter');
    await touchPackage(trx, pkg.id);
  });
}
