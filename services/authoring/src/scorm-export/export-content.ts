import {
  htmlFileOf,
  localizedTextsSchema,
  packageProblems,
  titleIn,
  type AuthoringLocale,
  type LocalizedTexts,
  type PackageDetail,
  type ScormExportChoice,
} from '@atrium/authoring-contract';
import { sanitizeRichTextHtml } from '@atrium/service-core';
import type { AuthoringDb } from '../db';
import { PLAYER_LABELS } from './player-labels';

/** One file of the export: stored bytes (a lesson file) or bytes made here (player, content, manifest). */
export type ExportFile = { name: string; sizeBytes: number } & ({ storageKey: string } | { bytes: Buffer });

interface PlayerTask {
  question: string;
  multiple: boolean;
  options: { text: string; correct: boolean }[];
}

const textOf = (texts: LocalizedTexts, locale: AuthoringLocale) => texts[locale] ?? { title: '', body: '' };

/** The tasks with these ids as the player runs them: live options only, in the package's locale. */
async function playerTasks(db: AuthoringDb, ids: number[], locale: AuthoringLocale): Promise<Map<number, PlayerTask>> {
  if (ids.length === 0) return new Map();
  const [tasks, options] = await Promise.all([
    db.selectFrom('task').select(['id', 'texts', 'multiple_correct']).where('id', 'in', ids).execute(),
    db.selectFrom('task_option').selectAll().where('task_id', 'in', ids).where('deleted', '=', false).orderBy('idx').execute(),
  ]);
  return new Map(
    tasks.map((task) => [
      task.id,
      {
        question: titleIn(localizedTextsSchema.parse(task.texts), locale),
        multiple: task.multiple_correct,
        options: options
          .filter((option) => option.task_id === task.id)
          .map((option) => ({ text: titleIn(localizedTextsSchema.parse(option.texts), locale), correct: option.correct })),
      },
    ]),
  );
}

/**
 * Everything the export holds but the manifest: the player, content.js (the course as the player reads it) and
 * every live lesson's files. Disabled lessons are left out. Throws nothing: the caller checks the problems first.
 */
export async function exportFiles(
  db: AuthoringDb,
  detail: PackageDetail,
  choice: ScormExportChoice,
  player: Record<string, Buffer>,
): Promise<ExportFile[]> {
  const locale = detail.locale;
  const live = detail.chapters.map((chapter) => ({ chapter, lessons: chapter.lessons.filter((lesson) => !lesson.disabled) }));
  const lessonIds = live.flatMap((entry) => entry.lessons.map((lesson) => lesson.id));
  const [files, lessonTasks, groupTasks, lessonRows] = await Promise.all([
    lessonIds.length ? db.selectFrom('lesson_file').selectAll().where('lesson_id', 'in', lessonIds).orderBy('file_name').execute() : [],
    lessonIds.length ? db.selectFrom('lesson_task').selectAll().where('lesson_id', 'in', lessonIds).orderBy('position').execute() : [],
    detail.examGroups.length
      ? db
          .selectFrom('exam_group_task')
          .selectAll()
          .where(
            'exam_group_id',
            'in',
            detail.examGroups.map((group) => group.id),
          )
          .orderBy('position')
          .execute()
      : [],
    lessonIds.length ? db.selectFrom('lesson').select(['id', 'ending_links']).where('id', 'in', lessonIds).execute() : [],
  ]);
  const tasks = await playerTasks(db, [...new Set([...lessonTasks, ...groupTasks].map((row) => row.task_id))], locale);
  const folderOf = (uuid: string) => `lessons/${uuid}`;

  const course = {
    scormVersion: choice.version,
    title: titleIn(detail.texts, locale) || detail.internalName,
    intro: detail.intro,
    introHtml: sanitizeRichTextHtml(textOf(detail.texts, locale).body),
    exam: detail.exam,
    examPercentRequired: detail.examPercentRequired,
    labels: PLAYER_LABELS[locale],
    chapters: live.map(({ chapter, lessons }) => ({
      title: titleIn(chapter.texts, locale),
      lessons: lessons.map((lesson) => ({
        title: titleIn(lesson.texts, locale),
        body: sanitizeRichTextHtml(textOf(lesson.texts, locale).body),
        html:
          (lesson.lessonType === 'html' || lesson.lessonType === 'htmlv2') && lesson.jsFile
            ? `${folderOf(lesson.uuid)}/${htmlFileOf(lesson.jsFile)}`
            : null,
        video:
          lesson.lessonType === 'video' && lesson.videoFile
            ? `${folderOf(lesson.uuid)}/${lesson.videoFile}`
            : lesson.lessonType === 'videoNoFiles'
              ? lesson.videoUrl
              : null,
        tasks: lessonTasks.filter((row) => row.lesson_id === lesson.id).flatMap((row) => tasks.get(row.task_id) ?? []),
        links: lessonRows.find((row) => row.id === lesson.id)?.ending_links ?? [],
      })),
    })),
    examGroups: detail.exam
      ? detail.examGroups.map((group) => ({
          take: group.take,
          tasks: groupTasks.filter((row) => row.exam_group_id === group.id).flatMap((row) => tasks.get(row.task_id) ?? []),
        }))
      : [],
  };
  // JSON is valid JavaScript; "</" is escaped so no text can close the script that loads it.
  const content = Buffer.from(`window.ATRIUM_COURSE = ${JSON.stringify(course).replace(/<\//g, '<\\/')};\n`);
  const made = (name: string, bytes: Buffer): ExportFile => ({ name, bytes, sizeBytes: bytes.length });
  const lessonUuid = new Map(live.flatMap((entry) => entry.lessons.map((lesson) => [lesson.id, lesson.uuid] as const)));
  return [
    ...Object.entries(player).map(([name, bytes]) => made(name, bytes)),
    made('content.js', content),
    ...files.map((file) => ({
      name: `${folderOf(lessonUuid.get(file.lesson_id)!)}/${file.file_name}`,
      storageKey: file.storage_key,
      sizeBytes: Number(file.size_bytes),
    })),
  ];
}

/** The errors that keep a package from being exported (package-check.ts, in the package's own locale). */
export const exportErrors = (detail: PackageDetail) =>
  packageProblems(detail, detail.locale)
    .filter((problem) => problem.level === 'error')
    .map(({ key, params }) => ({ key, params }));
