import { lessonFileNameSchema, localizedTextsSchema, titleIn, type FileMatch } from '@atrium/authoring-contract';
import type { AuthoringDb } from '../db';

const withoutExtension = (fileName: string) => fileName.replace(/\.[^.]*$/, '');

/**
 * The mass upload's check (/elearningpackage/files): a file belongs to the customer's lesson whose unique file name is
 * the file's name, or the name without its extension ("intro-video" takes "intro-video.mp4"); the exact name wins.
 */
export async function matchFiles(db: AuthoringDb, customerId: number, fileNames: string[]): Promise<FileMatch[]> {
  const valid = fileNames.filter((name) => lessonFileNameSchema.safeParse(name).success);
  const keys = [...new Set(valid.flatMap((name) => [name, withoutExtension(name)]))];
  const lessons = keys.length
    ? await db
        .selectFrom('lesson')
        .select(['id', 'uuid', 'texts', 'locale', 'unique_file_name'])
        .where('customer_id', '=', customerId)
        .where('unique_file_name', 'in', keys)
        .execute()
    : [];
  const byName = new Map(lessons.map((lesson) => [lesson.unique_file_name!, lesson]));
  const lessonOf = (name: string) => byName.get(name) ?? byName.get(withoutExtension(name));
  const pairs = valid.flatMap((name) => {
    const lesson = lessonOf(name);
    return lesson ? [{ lessonId: lesson.id, name }] : [];
  });
  const existing = pairs.length
    ? await db
        .selectFrom('lesson_file')
        .select(['lesson_id', 'file_name'])
        .where((eb) => eb.or(pairs.map((pair) => eb.and([eb('lesson_id', '=', pair.lessonId), eb('file_name', '=', pair.name)]))))
        .execute()
    : [];
  return fileNames.map((fileName) => {
    if (!valid.includes(fileName)) return { fileName, lesson: null, replaces: false, problem: 'kpg.file.invalidName' };
    const lesson = lessonOf(fileName);
    if (!lesson) return { fileName, lesson: null, replaces: false, problem: 'kpg.files.noLesson' };
    return {
      fileName,
      lesson: {
        uuid: lesson.uuid,
        title: titleIn(localizedTextsSchema.parse(lesson.texts), lesson.locale),
        uniqueFileName: lesson.unique_file_name!,
      },
      replaces: existing.some((row) => row.lesson_id === lesson.id && row.file_name === fileName),
      problem: null,
    };
  });
}
