import { localizedTextsSchema, titleIn, type AuthoringLocale, type ScriptTask } from '@atrium/authoring-contract';
import type { AuthoringDb } from '../db';

/** The tasks with these ids as a learner meets them: live options only, texts in the locale (the export and the script). */
export async function tasksInLocale(db: AuthoringDb, ids: number[], locale: AuthoringLocale): Promise<Map<number, ScriptTask>> {
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
