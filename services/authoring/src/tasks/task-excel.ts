import {
  localizedTextsSchema,
  TASK_IMPORT_COLUMN_LABELS,
  TASK_IMPORT_COLUMNS,
  TASK_IMPORT_OPTIONS,
  type AuthoringLocale,
} from '@atrium/authoring-contract';
import { rowsInBatches, streamWorkbook } from '@atrium/service-core/excel';
import { sql } from 'kysely';
import type { Readable } from 'node:stream';
import type { AuthoringDb } from '../db';
import { tasksMatching } from './task-query';

interface OptionRow {
  idx: number;
  texts: unknown;
  correct: boolean;
}

const YES_NO: Record<AuthoringLocale, [string, string]> = { en_US: ['yes', 'no'], nb_NO: ['ja', 'nei'], sv_SE: ['ja', 'nej'] };

/**
 * §7 "excel download" (decision 0232): the tasks the search finds, newest first, in the task import's columns and the
 * page's language; each task's texts in its own language, its live options numbered from 1. Streamed a batch at a time.
 */
export function taskExcel(
  db: AuthoringDb,
  customerId: number,
  query: { search: string; tag?: string | undefined },
  locale: AuthoringLocale,
): Readable {
  const page = (offset: number, limit: number) =>
    tasksMatching(db, customerId, query)
      .select([
        't.locale',
        't.texts',
        't.multiple_correct',
        't.require_sound',
        't.require_image',
        (eb) =>
          eb
            .selectFrom('task_option as o')
            .whereRef('o.task_id', '=', 't.id')
            .where('o.deleted', '=', false)
            .select(
              sql<
                OptionRow[]
              >`coalesce(json_agg(json_build_object('idx', o.idx, 'texts', o.texts, 'correct', o.correct) order by o.idx), '[]')`.as('o'),
            )
            .as('options'),
        (eb) =>
          eb
            .selectFrom('task_tag as tt')
            .innerJoin('tag', 'tag.id', 'tt.tag_id')
            .whereRef('tt.task_id', '=', 't.id')
            .select(sql<string>`coalesce(string_agg(tag.name, ', ' order by tag.name), '')`.as('names'))
            .as('tags'),
      ])
      .orderBy('t.updated_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  const [yes, no] = YES_NO[locale];
  async function* rows() {
    for await (const task of rowsInBatches(page)) {
      const texts = localizedTextsSchema.parse(task.texts)[task.locale];
      const options = (task.options ?? []).slice(0, TASK_IMPORT_OPTIONS);
      yield {
        question: texts?.title ?? '',
        explanation: texts?.body ?? '',
        ...Object.fromEntries(
          options.map((option, n) => [`option${n + 1}`, localizedTextsSchema.parse(option.texts)[task.locale]?.title ?? '']),
        ),
        correct: options.flatMap((option, n) => (option.correct ? [n + 1] : [])).join(','),
        multipleCorrect: task.multiple_correct ? yes : no,
        requireSound: task.require_sound ? yes : no,
        requireImage: task.require_image ? yes : no,
        tags: task.tags ?? '',
      };
    }
  }
  const columns = TASK_IMPORT_COLUMNS.map((column) => ({
    header: TASK_IMPORT_COLUMN_LABELS[locale][column],
    key: column,
    width: column === 'question' || column === 'explanation' ? 40 : 18,
  }));
  return streamWorkbook('Tasks', columns, rows());
}
