import type { HtmlFileList } from '@atrium/authoring-contract';
import { sql } from 'kysely';
import type { AuthoringDb } from '../db';
import { lessonIdOf } from '../lessons/lesson-query';

/** The files directly in the folder ('' for the top) of the lesson, and its folders with the number of files under each. */
export async function htmlFileList(db: AuthoringDb, customerId: number, uuid: string, folder: string): Promise<HtmlFileList> {
  const lessonId = await lessonIdOf(db, customerId, uuid);
  const prefix = folder ? `${folder}/` : '';
  const rows = await db
    .selectFrom('lesson_file')
    .selectAll()
    .where('lesson_id', '=', lessonId)
    .where(sql<boolean>`starts_with(file_name, ${prefix})`, '=', true)
    .orderBy('file_name')
    .execute();
  const folders = new Map<string, number>();
  const files: HtmlFileList['files'] = [];
  for (const row of rows) {
    const rest = row.file_name.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash >= 0) folders.set(rest.slice(0, slash), (folders.get(rest.slice(0, slash)) ?? 0) + 1);
    else
      files.push({
        path: row.file_name,
        name: rest,
        sizeBytes: Number(row.size_bytes),
        contentType: row.content_type,
        uploadedAt: row.uploaded_at.toISOString(),
      });
  }
  return {
    folder,
    folders: [...folders].map(([name, fileCount]) => ({ path: `${prefix}${name}`, name, fileCount })),
    files,
  };
}
