import {
  htmlFileOf,
  packageProblems,
  titleIn,
  type AuthoringLocale,
  type LessonInPackage,
  type LocalizedTexts,
  type PackageDetail,
  type ScormExportChoice,
} from '@atrium/authoring-contract';
import { sanitizeRichTextHtml } from '@atrium/service-core';
import type { AuthoringDb } from '../db';
import { tasksInLocale } from '../tasks/tasks-in-locale';
import { PLAYER_LABELS } from './player-labels';

/** One file of the export: stored bytes (a lesson file) or bytes made here (player, content, manifest). */
export type ExportFile = { name: string; sizeBytes: number } & ({ storageKey: string } | { bytes: Buffer });

const textOf = (texts: LocalizedTexts, locale: AuthoringLocale) => texts[locale] ?? { title: '', body: '' };

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
  const [files, lessonTasks, groupTasks, lessonRows, renditions] = await Promise.all([
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
    lessonIds.length ? db.selectFrom('video_rendition_file').selectAll().where('lesson_id', 'in', lessonIds).orderBy('path').execute() : [],
  ]);
  const videos = new Map(
    live
      .flatMap((entry) => entry.lessons)
      .filter((lesson) => lesson.lessonType === 'video')
      .map((lesson) => [lesson.id, chosenRenditions(lesson.id, renditions, choice)]),
  );
  const tasks = await tasksInLocale(db, [...new Set([...lessonTasks, ...groupTasks].map((row) => row.task_id))], locale);
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
        video: videoSource(lesson, folderOf(lesson.uuid), videos.get(lesson.id)),
        hls: videos.get(lesson.id)?.hls.length ? `${folderOf(lesson.uuid)}/hls/master.m3u8` : null,
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
  // A video with renditions goes out as them; its uploaded file stays behind.
  const replacedOriginal = (lessonId: number, fileName: string) => {
    const lesson = live.flatMap((entry) => entry.lessons).find((one) => one.id === lessonId);
    const chosen = videos.get(lessonId);
    return lesson?.videoFile === fileName && !!chosen && (chosen.mp4.length > 0 || chosen.hls.length > 0);
  };
  return [
    ...Object.entries(player).map(([name, bytes]) => made(name, bytes)),
    made('content.js', content),
    ...files
      .filter((file) => !replacedOriginal(file.lesson_id, file.file_name))
      .map((file) => ({
        name: `${folderOf(lessonUuid.get(file.lesson_id)!)}/${file.file_name}`,
        storageKey: file.storage_key,
        sizeBytes: Number(file.size_bytes),
      })),
    ...[...videos.entries()].flatMap(([lessonId, chosen]) => {
      const folder = folderOf(lessonUuid.get(lessonId)!);
      const master = chosen.hls.length
        ? [
            made(
              `${folder}/hls/master.m3u8`,
              Buffer.from(
                `#EXTM3U\n${chosen.hls.map((quality) => `#EXT-X-STREAM-INF:BANDWIDTH=${HLS_BANDWIDTH[quality] ?? 1_000_000}\n${quality}/index.m3u8`).join('\n')}\n`,
              ),
            ),
          ]
        : [];
      return [
        ...chosen.files.map((file) => ({
          name: `${folder}/${file.kind}/${file.quality}/${file.path}`,
          storageKey: file.storage_key,
          sizeBytes: Number(file.size_bytes),
        })),
        ...master,
      ];
    }),
  ];
}

interface RenditionRow {
  lesson_id: number;
  kind: string;
  quality: string;
  path: string;
  storage_key: string;
  size_bytes: number;
}
/** Rough bit rates of the renditions for the HLS master playlist (a player's first guess; it adapts after). */
const HLS_BANDWIDTH: Record<string, number> = { '240': 400_000, '360': 800_000, '480': 1_400_000, '720': 2_800_000, '1080': 5_000_000 };

/** The lesson's transcoded files of the chosen qualities (§9 defaults: mp4 720p, HLS 240p and 720p). */
function chosenRenditions(lessonId: number, rows: RenditionRow[], choice: ScormExportChoice) {
  const ofLesson = rows.filter((row) => row.lesson_id === lessonId);
  const has = (kind: string, quality: string) => ofLesson.some((row) => row.kind === kind && row.quality === quality);
  const mp4: string[] = choice.mp4Qualities.filter((quality) => has('mp4', quality));
  const hls: string[] = choice.hls ? choice.hlsQualities.filter((quality) => has('hls', quality)) : [];
  const files = ofLesson.filter(
    (row) => (row.kind === 'mp4' && mp4.includes(row.quality)) || (row.kind === 'hls' && hls.includes(row.quality)),
  );
  const complete = mp4.length === choice.mp4Qualities.length && hls.length === (choice.hls ? choice.hlsQualities.length : 0);
  return { mp4, hls, files, complete };
}

/** The mp4 the player plays: the highest chosen rendition, else the uploaded file; a videoNoFiles lesson's address. */
function videoSource(lesson: LessonInPackage, folder: string, chosen: ReturnType<typeof chosenRenditions> | undefined): string | null {
  if (lesson.lessonType === 'videoNoFiles') return lesson.videoUrl;
  if (lesson.lessonType !== 'video' || !lesson.videoFile) return null;
  const best = chosen?.mp4.at(-1);
  return best ? `${folder}/mp4/${best}/video.mp4` : `${folder}/${lesson.videoFile}`;
}

/** The video lessons whose chosen renditions are not all transcoded (they go out with what there is). */
export async function videosWithoutRenditions(db: AuthoringDb, detail: PackageDetail, choice: ScormExportChoice): Promise<string[]> {
  const lessons = detail.chapters
    .flatMap((chapter) => chapter.lessons)
    .filter((lesson) => !lesson.disabled && lesson.lessonType === 'video' && lesson.videoFile);
  if (lessons.length === 0) return [];
  const rows = await db
    .selectFrom('video_rendition_file')
    .selectAll()
    .where(
      'lesson_id',
      'in',
      lessons.map((lesson) => lesson.id),
    )
    .execute();
  return lessons.filter((lesson) => !chosenRenditions(lesson.id, rows, choice).complete).map((lesson) => lesson.videoFile!);
}

/** The errors that keep a package from being exported (package-check.ts, in the package's own locale). */
export const exportErrors = (detail: PackageDetail) =>
  packageProblems(detail, detail.locale)
    .filter((problem) => problem.level === 'error')
    .map(({ key, params }) => ({ key, params }));
