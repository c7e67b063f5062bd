import path from 'node:path/posix';
import { htmlFileOf, titleIn, type FileScan } from '@atrium/authoring-contract';
import { openFile } from '@atrium/service-core';
import type { AuthoringDb } from '../db';
import { AREA } from '../lessons/lesson-file-area';
import { packageDetail } from '../packages/package-query';

/** Pages, styles and scripts are read for the names they use; larger ones are not pages anyone wrote by hand. */
const MAX_SCANNED_BYTES = 2 * 1024 * 1024;
const TEXT_FILE = /\.(html?|css|js)$/i;
const HTML_REFERENCE = /\b(?:src|href|poster|data)\s*=\s*["']([^"']+)["']/gi;
const CSS_REFERENCE = /url\(\s*["']?([^"')]+)["']?\s*\)|@import\s+["']([^"']+)["']/gi;
const SCRIPT_REFERENCE = /["']([^"'\s<>]+\.(?:html?|js|css|png|jpe?g|gif|svg|webp|mp4|webm|mp3|wav|json|xml|pdf|woff2?))["']/gi;

/** A reference's file in the lesson, or null for an address outside it (absolute, another site, data:, #, empty). */
function resolve(from: string, reference: string): string | null {
  const bare = reference.trim().split(/[?#]/)[0]!;
  if (!bare || /^[a-z][a-z0-9+.-]*:/i.test(bare) || bare.startsWith('/') || bare.includes('${')) return null;
  let decoded = bare;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    /* kept as written */
  }
  const joined = path.normalize(path.join(path.dirname(from), decoded));
  return joined.startsWith('..') ? null : joined;
}

async function textOf(storageKey: string): Promise<string> {
  const stream = await openFile(AREA, storageKey);
  if (!stream) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * §7 "file scan" (decision 0255): for each lesson of the package, the files nothing uses (not the main script, its
 * page, the video, nor named by a page, style or script of the lesson) and the files pages and styles name that the
 * lesson does not have. Names in scripts count as uses only: a script may build its addresses.
 */
export async function fileScan(db: AuthoringDb, customerId: number, uuid: string): Promise<FileScan> {
  const detail = await packageDetail(db, customerId, uuid);
  const lessons = [...new Map(detail.chapters.flatMap((chapter) => chapter.lessons).map((lesson) => [lesson.id, lesson])).values()];
  const rows = lessons.length
    ? await db
        .selectFrom('lesson_file')
        .select(['lesson_id', 'file_name', 'storage_key', 'size_bytes'])
        .where(
          'lesson_id',
          'in',
          lessons.map((lesson) => lesson.id),
        )
        .execute()
    : [];
  const scanned: FileScan['lessons'] = [];
  for (const lesson of lessons) {
    const files = rows.filter((row) => row.lesson_id === lesson.id);
    const names = new Set(files.map((file) => file.file_name));
    const used = new Set<string>();
    const missing = new Map<string, string>();
    const main = [lesson.jsFile, lesson.jsFile ? htmlFileOf(lesson.jsFile) : null, lesson.videoFile].filter((name) => name !== null);
    for (const name of main) {
      used.add(name);
      if (!names.has(name)) missing.set(name, lesson.videoFile === name ? 'videoFile' : 'jsFile');
    }
    for (const file of files.filter((one) => TEXT_FILE.test(one.file_name) && Number(one.size_bytes) <= MAX_SCANNED_BYTES)) {
      const text = await textOf(file.storage_key);
      const isScript = /\.js$/i.test(file.file_name);
      const patterns = isScript
        ? [SCRIPT_REFERENCE]
        : /\.css$/i.test(file.file_name)
          ? [CSS_REFERENCE]
          : [HTML_REFERENCE, CSS_REFERENCE, SCRIPT_REFERENCE];
      for (const pattern of patterns)
        for (const match of text.matchAll(pattern)) {
          const target = resolve(file.file_name, match[1] ?? match[2] ?? '');
          if (!target || target === file.file_name) continue;
          used.add(target);
          if (!names.has(target) && pattern !== SCRIPT_REFERENCE && !missing.has(target)) missing.set(target, file.file_name);
        }
    }
    const unusedFiles = [...names].filter((name) => !used.has(name)).sort();
    if (unusedFiles.length || missing.size)
      scanned.push({
        uuid: lesson.uuid,
        title: titleIn(lesson.texts, detail.locale) || lesson.uuid,
        unusedFiles,
        missingFiles: [...missing].map(([file, referencedBy]) => ({ file, referencedBy })).sort((a, b) => a.file.localeCompare(b.file)),
      });
  }
  return { lessons: scanned };
}
