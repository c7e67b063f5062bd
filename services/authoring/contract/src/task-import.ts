// Browser-safe: /elearningpackage/taskimport, "task import upload" (document 003 §2, §7; decision 0232). The document
// gives no format: the author fills in a template (xlsx, or the same columns as csv), every row is checked and its
// problems named by row and column, and the tasks are saved only when no row has one.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { authoringLocaleSchema, type AuthoringLocale } from './texts';

export const TASK_IMPORT_OPTIONS = 6;
export const TASK_IMPORT_MAX_ROWS = 1000;
export const TASK_IMPORT_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const TASK_IMPORT_COLUMNS = [
  'question',
  'explanation',
  'option1',
  'option2',
  'option3',
  'option4',
  'option5',
  'option6',
  'correct',
  'multipleCorrect',
  'requireSound',
  'requireImage',
  'tags',
] as const;
export type TaskImportColumn = (typeof TASK_IMPORT_COLUMNS)[number];

const options = (word: string) =>
  Object.fromEntries(Array.from({ length: TASK_IMPORT_OPTIONS }, (_, i) => [`option${i + 1}`, `${word} ${i + 1}`])) as Record<
    `option${1 | 2 | 3 | 4 | 5 | 6}`,
    string
  >;

/** The template's headers; the upload knows a column by these in any language, or by its field name. */
export const TASK_IMPORT_COLUMN_LABELS: Record<AuthoringLocale, Record<TaskImportColumn, string>> = {
  en_US: {
    question: 'Question',
    explanation: 'Explanation',
    ...options('Option'),
    correct: 'Correct options',
    multipleCorrect: 'Multiple correct',
    requireSound: 'Requires sound',
    requireImage: 'Requires image',
    tags: 'Tags',
  },
  nb_NO: {
    question: 'Spørsmål',
    explanation: 'Forklaring',
    ...options('Alternativ'),
    correct: 'Riktige alternativer',
    multipleCorrect: 'Flere riktige',
    requireSound: 'Krever lyd',
    requireImage: 'Krever bilde',
    tags: 'Stikkord',
  },
  sv_SE: {
    question: 'Fråga',
    explanation: 'Förklaring',
    ...options('Alternativ'),
    correct: 'Rätta alternativ',
    multipleCorrect: 'Flera rätta',
    requireSound: 'Kräver ljud',
    requireImage: 'Kräver bild',
    tags: 'Taggar',
  },
};

export const taskImportProblemSchema = z.object({ column: z.enum(TASK_IMPORT_COLUMNS).nullable(), key: z.string() });
export type TaskImportProblem = z.infer<typeof taskImportProblemSchema>;
export const taskImportResultSchema = z.object({
  rows: z.array(
    z.object({
      /** The row's number in the sheet (the header is row 1). */
      row: z.number().int(),
      question: z.string(),
      problems: z.array(taskImportProblemSchema),
      /** The customer has this task already (same question, options and correct ones), or an earlier row is it. */
      alreadyPresent: z.boolean(),
    }),
  ),
  /** The tasks saved: 0 when a row has a problem, or when only checked. */
  imported: z.number().int(),
  /** Rows already present, left out of the import (decision 0240). */
  skipped: z.number().int(),
});
export type TaskImportResult = z.infer<typeof taskImportResultSchema>;

export const taskImportQuerySchema = z.object({
  locale: authoringLocaleSchema,
  /** false: check only. */
  save: z.enum(['true', 'false']).default('false'),
});

const access = { roles: COURSE_ADMINS };
export const taskImportEndpoints = {
  /** The xlsx to fill in, headers in the page's language. */
  template: defineEndpoint({ area: 'authoring', method: 'GET', path: '/web/data/elearningpackage/taskimport/template', access }),
  /** Multipart, the field `file`: an xlsx or csv. */
  upload: defineEndpoint({
    area: 'authoring',
    method: 'POST',
    path: '/web/data/elearningpackage/taskimport/upload',
    access,
    query: taskImportQuerySchema,
    response: taskImportResultSchema,
  }),
};
