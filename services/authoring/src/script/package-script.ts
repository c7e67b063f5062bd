import { titleIn, type PackageScript } from '@atrium/authoring-contract';
import { sanitizeRichTextHtml } from '@atrium/service-core';
import type { AuthoringDb } from '../db';
import { packageDetail } from '../packages/package-query';
import { tasksInLocale } from '../tasks/tasks-in-locale';

/**
 * The package's script (/elearningpackage/script/{uuid}): its chapters, lessons with their texts and tasks with the
 * correct options marked, and the exam groups, in the package's language and order. Disabled lessons are kept and
 * marked, so the author sees what the export leaves out.
 */
export async function packageScript(db: AuthoringDb, customerId: number, uuid: string): Promise<PackageScript> {
  const detail = await packageDetail(db, customerId, uuid);
  const locale = detail.locale;
  const lessonIds = detail.chapters.flatMap((chapter) => chapter.lessons.map((lesson) => lesson.id));
  const groupIds = detail.examGroups.map((group) => group.id);
  const [lessonTasks, groupTasks] = await Promise.all([
    lessonIds.length ? db.selectFrom('lesson_task').selectAll().where('lesson_id', 'in', lessonIds).orderBy('position').execute() : [],
    groupIds.length
      ? db.selectFrom('exam_group_task').selectAll().where('exam_group_id', 'in', groupIds).orderBy('position').execute()
      : [],
  ]);
  const tasks = await tasksInLocale(db, [...new Set([...lessonTasks, ...groupTasks].map((row) => row.task_id))], locale);
  const tasksOf = (ids: number[]) => ids.flatMap((id) => tasks.get(id) ?? []);
  return {
    uuid: detail.uuid,
    title: titleIn(detail.texts, locale) || detail.internalName,
    internalName: detail.internalName,
    status: detail.status,
    locale,
    introHtml: sanitizeRichTextHtml(detail.texts[locale]?.body ?? ''),
    exam: detail.exam,
    examPercentRequired: detail.examPercentRequired,
    chapters: detail.chapters.map((chapter) => ({
      title: titleIn(chapter.texts, locale),
      lessons: chapter.lessons.map((lesson) => ({
        uuid: lesson.uuid,
        title: titleIn(lesson.texts, locale),
        lessonType: lesson.lessonType,
        disabled: lesson.disabled,
        bodyHtml: sanitizeRichTextHtml(lesson.texts[locale]?.body ?? ''),
        videoDuration: lesson.videoDuration,
        fileNames: lesson.fileNames,
        tasks: tasksOf(lessonTasks.filter((row) => row.lesson_id === lesson.id).map((row) => row.task_id)),
      })),
    })),
    examGroups: detail.examGroups.map((group) => ({
      internalName: group.internalName,
      take: group.take,
      tasks: tasksOf(groupTasks.filter((row) => row.exam_group_id === group.id).map((row) => row.task_id)),
    })),
  };
}
