import type { PackageDescription, PackageDetail } from '@atrium/authoring-contract';
import type { AuthoringDb } from '../db';
import { lessonDetail } from '../lessons/lesson-query';
import { taskDetail } from '../tasks/task-query';

/**
 * The package as the SCORM import reads it back (atrium-package.json, decision 0254): every locale's texts, the live
 * lessons (keyed by uuid, as their folders are) with their files, tags and tasks, the tasks with their options, and
 * the exam groups. Disabled lessons are not exported, so not described.
 */
export async function packageDescription(db: AuthoringDb, customerId: number, detail: PackageDetail): Promise<PackageDescription> {
  const live = [
    ...new Map(
      detail.chapters.flatMap((chapter) => chapter.lessons.filter((lesson) => !lesson.disabled)).map((lesson) => [lesson.uuid, lesson]),
    ).keys(),
  ];
  const lessons = [];
  for (const uuid of live) lessons.push(await lessonDetail(db, customerId, uuid));
  const taskUuids = [
    ...new Set(
      [...lessons.flatMap((lesson) => lesson.tasks), ...detail.examGroups.flatMap((group) => group.tasks)].map((task) => task.uuid),
    ),
  ];
  const tasks = [];
  for (const uuid of taskUuids) tasks.push(await taskDetail(db, customerId, uuid));
  return {
    format: 'atrium-package',
    version: 1,
    package: {
      internalName: detail.internalName,
      status: detail.status,
      locale: detail.locale,
      texts: detail.texts,
      exam: detail.exam,
      intro: detail.intro,
      examPercentRequired: detail.examPercentRequired,
      frameworkUrl: detail.frameworkUrl,
      softwareVersion: detail.softwareVersion,
    },
    chapters: detail.chapters.map((chapter) => ({
      texts: chapter.texts,
      lessonKeys: chapter.lessons.filter((lesson) => !lesson.disabled).map((lesson) => lesson.uuid),
    })),
    lessons: lessons.map((lesson) => ({
      key: lesson.uuid,
      lessonType: lesson.lessonType,
      locale: lesson.locale,
      texts: lesson.texts,
      jsFile: lesson.jsFile,
      videoFile: lesson.videoFile,
      videoUrl: lesson.videoUrl,
      videoDuration: lesson.videoDuration,
      uniqueFileName: lesson.uniqueFileName,
      endingLinks: lesson.endingLinks,
      tags: lesson.tags,
      files: lesson.files.map((file) => file.fileName),
      taskKeys: lesson.tasks.map((task) => task.uuid),
    })),
    tasks: tasks.map((task) => ({
      key: task.uuid,
      locale: task.locale,
      texts: task.texts,
      multipleCorrect: task.multipleCorrect,
      requireSound: task.requireSound,
      requireImage: task.requireImage,
      options: task.options,
      tags: task.tags,
    })),
    examGroups: detail.examGroups.map((group) => ({
      internalName: group.internalName,
      take: group.take,
      taskKeys: group.tasks.map((task) => task.uuid),
    })),
  };
}
