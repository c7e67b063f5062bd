// Browser-safe: document 003 §7 "html v2 file list, delete, upload": an HTML v2 lesson's files in their folders
// (decision 0249). The upload is the lesson file upload with a path field.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { lessonFilePathSchema } from './lessons';
import { uuidParamsSchema } from './texts';

export const htmlFileSchema = z.object({
  /** The whole path (css/site.css) and its last part (site.css). */
  path: z.string(),
  name: z.string(),
  sizeBytes: z.number().int(),
  contentType: z.string(),
  uploadedAt: z.string(),
});
export type HtmlFile = z.infer<typeof htmlFileSchema>;

export const htmlFileListSchema = z.object({
  /** The folder listed, '' for the lesson's top. */
  folder: z.string(),
  /** The folders directly in it, by name, each with the number of files under it. */
  folders: z.array(z.object({ path: z.string(), name: z.string(), fileCount: z.number().int() })),
  files: z.array(htmlFileSchema),
});
export type HtmlFileList = z.infer<typeof htmlFileListSchema>;

const htmlFilesPath = '/data/elearningpackage/lesson/:uuid/htmlfiles';
const access = { roles: COURSE_ADMINS };
export const htmlFileEndpoints = {
  list: defineEndpoint({
    area: 'authoring',
    method: 'GET',
    path: htmlFilesPath,
    access,
    params: uuidParamsSchema,
    query: z.object({ folder: z.union([z.literal(''), lessonFilePathSchema]).default('') }),
    response: htmlFileListSchema,
  }),
  /** Deletes the file of this path, or the folder of this path with everything in it; the main script stays (§5). */
  remove: defineEndpoint({
    area: 'authoring',
    method: 'DELETE',
    path: htmlFilesPath,
    access,
    params: uuidParamsSchema,
    query: z.object({ path: lessonFilePathSchema }),
    response: z.object({ deleted: z.number().int() }),
  }),
};
