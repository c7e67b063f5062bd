// Browser-safe: the rules a package must meet before it is exported (document 003 §5), checked the same way by the
// editor (as the author works) and by the export (which refuses a package with errors).
import type { LessonInPackage, PackageDetail } from './packages';
import { hasTextIn, titleIn, type AuthoringLocale } from './texts';

export interface PackageProblem {
  level: 'error' | 'warning';
  /** A message key of the authoring area. */
  key: string;
  params: Record<string, string | number>;
}

/** §5: html lessons need a js file with a matching html file (`intro.js` with `intro.html`). */
export const htmlFileOf = (jsFile: string): string => jsFile.replace(/\.js$/i, '.html');

/** The problems of one lesson, whatever package it is in. */
export function lessonProblems(lesson: LessonInPackage, courseLocale: AuthoringLocale): PackageProblem[] {
  const name = titleIn(lesson.texts, courseLocale) || lesson.uuid;
  const problems: PackageProblem[] = [];
  const error = (key: string) => problems.push({ level: 'error', key, params: { name } });
  if (lesson.locale !== courseLocale) error('kpg.check.lessonLocale');
  if (lesson.lessonType === 'video' && !(lesson.videoFile && lesson.fileNames.includes(lesson.videoFile)))
    error('kpg.check.videoNoLiveFile');
  if (lesson.lessonType === 'videoNoFiles' && !lesson.videoUrl) error('kpg.check.videoNoUrl');
  if (lesson.lessonType === 'html' || lesson.lessonType === 'htmlv2') {
    if (!lesson.jsFile || !lesson.fileNames.includes(lesson.jsFile)) error('kpg.check.htmlNoJs');
    else if (!lesson.fileNames.includes(htmlFileOf(lesson.jsFile))) error('kpg.check.htmlNoHtml');
  }
  if (lesson.lessonType === 'task' && lesson.taskCount === 0) error('kpg.check.taskLessonEmpty');
  return problems;
}

/**
 * Every problem of the package: texts missing in the course locale are errors, in the locale the author has
 * selected warnings; disabled lessons are left out of the export and so of the check.
 */
export function packageProblems(detail: PackageDetail, selectedLocale: AuthoringLocale): PackageProblem[] {
  const problems: PackageProblem[] = [];
  const courseLocale = detail.locale;
  const textRule = (texts: PackageDetail['chapters'][number]['texts'], kind: 'chapter' | 'lesson', position: string) => {
    const name = titleIn(texts, courseLocale) || position;
    if (!hasTextIn(texts, courseLocale))
      problems.push({ level: 'error', key: `kpg.check.${kind}NoText`, params: { name, locale: courseLocale } });
    else if (selectedLocale !== courseLocale && !hasTextIn(texts, selectedLocale))
      problems.push({ level: 'warning', key: `kpg.check.${kind}NoText`, params: { name, locale: selectedLocale } });
  };
  if (detail.chapters.length === 0) problems.push({ level: 'error', key: 'kpg.check.noChapters', params: {} });
  detail.chapters.forEach((chapter, chapterIndex) => {
    textRule(chapter.texts, 'chapter', String(chapterIndex + 1));
    const live = chapter.lessons.filter((lesson) => !lesson.disabled);
    if (live.length === 0)
      problems.push({
        level: 'warning',
        key: 'kpg.check.chapterEmpty',
        params: { name: titleIn(chapter.texts, courseLocale) || String(chapterIndex + 1) },
      });
    live.forEach((lesson, lessonIndex) => {
      textRule(lesson.texts, 'lesson', `${chapterIndex + 1}.${lessonIndex + 1}`);
      problems.push(...lessonProblems(lesson, courseLocale));
    });
  });
  if (detail.exam) {
    if (detail.examGroups.length === 0) problems.push({ level: 'error', key: 'kpg.check.examNoGroups', params: {} });
    for (const group of detail.examGroups)
      if (group.tasks.length < group.take)
        problems.push({
          level: 'error',
          key: 'kpg.check.examGroupTooFew',
          params: { name: group.internalName, take: group.take, count: group.tasks.length },
        });
  }
  return problems;
}
