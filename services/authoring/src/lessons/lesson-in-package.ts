import { localizedTextsSchema, type LessonInPackage } from '@atrium/authoring-contract';
import type { AuthoringDb } from '../db';

/** The lessons with these ids as a package shows them (their file names and task counts with them), by id. */
export async function lessonsInPackage(db: AuthoringDb, ids: number[]): Promise<Map<number, LessonInPackage>> {
  if (ids.length === 0) return new Map();
  const [lessons, files, tasks] = await Promise.all([
    db.selectFrom('lesson').selectAll().where('id', 'in', ids).execute(),
    db.selectFrom('lesson_file').select(['lesson_id', 'file_name']).where('lesson_id', 'in', ids).orderBy('file_name').execute(),
    db
      .selectFrom('lesson_task')
      .select(['lesson_id', (eb) => eb.fn.countAll<string>().as('count')])
      .where('lesson_id', 'in', ids)
      .groupBy('lesson_id')
      .execute(),
  ]);
  return new Map(
    lessons.map((lesson) => [
      lesson.id,
      {
        id: lesson.id,
        uuid: lesson.uuid,
        lessonType: lesson.lesson_type,
        locale: lesson.locale,
        texts: localizedTextsSchema.parse(lesson.texts),
        disabled: lesson.disabled,
        jsFile: lesson.js_file,
        videoFile: lesson.video_file,
        videoUrl: lesson.video_url,
        videoDuration: lesson.video_duration,
        fileNames: files.filter((file) => file.lesson_id === lesson.id).map((file) => file.file_name),
        taskCount: Number(tasks.find((task) => task.lesson_id === lesson.id)?.count ?? 0),
      },
    ]),
  );
}
