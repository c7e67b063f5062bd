import type { AuthoringLocale, LocalizedTexts } from '@atrium/authoring-contract';
import { sql } from 'kysely';
import type { AuthoringDb } from '../db';
import type { CheckedRow } from './task-import-rows';

const plain = (value: string | undefined) => (value ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/** What makes two tasks the same one: the question, and the options with which of them are correct, in order. */
function fingerprint(question: string | undefined, options: { title: string | undefined; correct: boolean }[]): string {
  return JSON.stringify([plain(question), options.map((option) => [plain(option.title), option.correct])]);
}

/** A checked row's fingerprint, or null for a row with problems. */
function rowFingerprint(row: CheckedRow, locale: AuthoringLocale): string | null {
  if (!row.task) return null;
  const options = row.task.options.filter((option) => !option.deleted);
  return fingerprint(
    row.task.texts[locale]?.title,
    options.map((option) => ({ title: option.texts[locale]?.title, correct: option.correct })),
  );
}

/**
 * Fingerprints of the customer's tasks in the locale that ask one of these questions: a row matching one is a task
 * already there (the same file, or the same rows, imported before; decision 0240).
 */
async function presentTaskFingerprints(
  db: AuthoringDb,
  customerId: number,
  locale: AuthoringLocale,
  questions: string[],
): Promise<Set<string>> {
  const wanted = [...new Set(questions.map(plain))].filter(Boolean);
  if (!wanted.length) return new Set();
  const title = sql<string>`lower(regexp_replace(btrim(task.texts -> ${locale} ->> 'title'), '\\s+', ' ', 'g'))`;
  const rows = await db
    .selectFrom('task')
    .leftJoin('task_option', (join) => join.onRef('task_option.task_id', '=', 'task.id').on('task_option.deleted', '=', false))
    .select(['task.id', 'task.texts', 'task_option.idx', 'task_option.texts as optionTexts', 'task_option.correct'])
    .where('task.customer_id', '=', customerId)
    .where('task.locale', '=', locale)
    .where(title, 'in', wanted)
    .orderBy('task.id')
    .orderBy('task_option.idx')
    .execute();
  const tasks = new Map<number, { question: string | undefined; options: { title: string | undefined; correct: boolean }[] }>();
  for (const row of rows) {
    const task = tasks.get(row.id) ?? { question: (row.texts as LocalizedTexts)[locale]?.title, options: [] };
    if (row.idx !== null) task.options.push({ title: (row.optionTexts as LocalizedTexts)[locale]?.title, correct: !!row.correct });
    tasks.set(row.id, task);
  }
  return new Set([...tasks.values()].map((task) => fingerprint(task.question, task.options)));
}

/**
 * Which rows are tasks already there: the customer has the same task, or an earlier row of the file is the same.
 * Called inside the import's transaction, after its lock, so two uploads of one file cannot both save it.
 */
export async function alreadyPresent(db: AuthoringDb, customerId: number, locale: AuthoringLocale, rows: CheckedRow[]): Promise<boolean[]> {
  const present = await presentTaskFingerprints(
    db,
    customerId,
    locale,
    rows.map((row) => row.question),
  );
  return rows.map((row) => {
    const print = rowFingerprint(row, locale);
    if (print === null) return false;
    if (present.has(print)) return true;
    present.add(print);
    return false;
  });
}
