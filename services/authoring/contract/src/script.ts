// Browser-safe: /elearningpackage/script/{uuid} (document 003 §2): the package's script, everything a learner reads and
// answers in order, for the author to read through or print (decision 0191).
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { lessonTypeSchema, packageStatusSchema } from './packages';
import { authoringLocaleSchema, uuidParamsSchema } from './texts';

export const scriptTaskSchema = z.object({
  question: z.string(),
  multiple: z.boolean(),
  options: z.array(z.object({ text: z.string(), correct: z.boolean() })),
});
export type ScriptTask = z.infer<typeof scriptTaskSchema>;

export const packageScriptSchema = z.object({
  uuid: z.uuid(),
  title: z.string(),
  internalName: z.string(),
  status: packageStatusSchema,
  locale: authoringLocaleSchema,
  /** Sanitised HTML (decision 0239). */
  introHtml: z.string(),
  exam: z.boolean(),
  examPercentRequired: z.number().int(),
  chapters: z.array(
    z.object({
      title: z.string(),
      lessons: z.array(
        z.object({
          uuid: z.uuid(),
          title: z.string(),
          lessonType: lessonTypeSchema,
          disabled: z.boolean(),
          bodyHtml: z.string(),
          /** Seconds, shown as minutes:seconds. */
          videoDuration: z.number().int().nullable(),
          fileNames: z.array(z.string()),
          tasks: z.array(scriptTaskSchema),
        }),
      ),
    }),
  ),
  examGroups: z.array(z.object({ internalName: z.string(), take: z.number().int(), tasks: z.array(scriptTaskSchema) })),
});
export type PackageScript = z.infer<typeof packageScriptSchema>;

export const scriptEndpoints = {
  get: defineEndpoint({
    area: 'authoring',
    method: 'GET',
    path: '/data/elearningpackage/package/:uuid/script',
    access: { roles: COURSE_ADMINS },
    params: uuidParamsSchema,
    response: packageScriptSchema,
  }),
  /** The script as a PDF download, for printing (document 003 §2 /elearningpackage/script/{uuid}). */
  pdf: defineEndpoint({
    area: 'authoring',
    method: 'GET',
    path: '/web/data/elearningpackage/script/:uuid/pdf',
    access: { roles: COURSE_ADMINS },
    params: uuidParamsSchema,
  }),
};
