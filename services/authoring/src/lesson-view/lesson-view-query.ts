import {
  endingLinkSchema,
  htmlFileOf,
  lessonViewFilePath,
  localizedTextsSchema,
  titleIn,
  VIDEO_QUALITIES,
  type LessonView,
} from '@atrium/authoring-contract';
import { sanitizeRichTextHtml } from '@atrium/service-core';
import { z } from 'zod';
import type { AuthoringDb } from '../db';
import type { StoredLessonFile } from '../lessons/send-lesson-file';
import type { viewableLesson } from './lesson-view-access';

type ViewedLesson = Awaited<ReturnType<typeof viewableLesson>>;

/** What a learner sees of the lesson, in its own locale; its files under the viewer's grant (decision 0251). */
export async function lessonView(db: AuthoringDb, lesson: ViewedLesson, grant: string): Promise<LessonView> {
  const files = await db.selectFrom('lesson_file').selectAll().where('lesson_id', '=', lesson.id).orderBy('file_name').execute();
  const texts = localizedTextsSchema.parse(lesson.texts);
  const has = (name: string | null) => name !== null && files.some((file) => file.file_name === name);
  const htmlPage = (lesson.lesson_type === 'html' || lesson.lesson_type === 'htmlv2') && lesson.js_file ? htmlFileOf(lesson.js_file) : null;
  return {
    id: lesson.id,
    lessonType: lesson.lesson_type,
    locale: lesson.locale,
    title: titleIn(texts, lesson.locale),
    body: sanitizeRichTextHtml(texts[lesson.locale]?.body ?? ''),
    hasVideo: lesson.lesson_type === 'video' && has(lesson.video_file),
    videoUrl: lesson.lesson_type === 'videoNoFiles' ? lesson.video_url : null,
    htmlSrc: htmlPage && has(htmlPage) ? lessonViewFilePath(grant, htmlPage, lesson.cache_key) : null,
    files: files.map((file) => ({
      fileName: file.file_name,
      sizeBytes: Number(file.size_bytes),
      contentType: file.content_type,
      href: lessonViewFilePath(grant, file.file_name, lesson.cache_key),
    })),
    endingLinks: z.array(endingLinkSchema).catch([]).parse(lesson.ending_links),
  };
}

/** The video a video lesson plays: its highest transcoded mp4 (as the SCORM export plays it), else the uploaded file. */
export async function lessonVideo(db: AuthoringDb, lesson: ViewedLesson): Promise<StoredLessonFile | undefined> {
  if (lesson.lesson_type !== 'video' || !lesson.video_file) return undefined;
  const renditions = await db
    .selectFrom('video_rendition_file')
    .select(['quality', 'storage_key', 'size_bytes'])
    .where('lesson_id', '=', lesson.id)
    .where('kind', '=', 'mp4')
    .where('path', '=', 'video.mp4')
    .execute();
  const rank = (quality: string) => VIDEO_QUALITIES.indexOf(quality as (typeof VIDEO_QUALITIES)[number]);
  const best = renditions.sort((a, b) => rank(b.quality) - rank(a.quality))[0];
  if (best) return { ...best, content_type: 'video/mp4', cache_key: null };
  const source = await db
    .selectFrom('lesson_file')
    .select(['storage_key', 'content_type', 'size_bytes'])
    .where('lesson_id', '=', lesson.id)
    .where('file_name', '=', lesson.video_file)
    .executeTakeFirst();
  return source && { ...source, cache_key: null };
}
