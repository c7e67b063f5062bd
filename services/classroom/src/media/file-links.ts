import { HttpError, RequestValidationError } from '@atrium/service-core';
import { sql, type Transaction } from 'kysely';
import type { InstanceFileType, LinkedFile } from '@atrium/classroom-contract';
import type { ClassroomDb, ClassroomTables } from '../db';

/** A link table from owners to media files, kept in order by position. */
export interface FileLinks {
  table: 'classroom_course_file' | 'classroom_course_instance_file';
  owner: 'classroom_course_id' | 'cli_id';
}

export const COURSE_FILE_LINKS: FileLinks = { table: 'classroom_course_file', owner: 'classroom_course_id' };
export const INSTANCE_FILE_LINKS: FileLinks = { table: 'classroom_course_instance_file', owner: 'cli_id' };

// The link tables differ only in the owner column, which is named at run time; typed as one of them, the rest type-checks.
const tableOf = (links: FileLinks) => links.table as 'classroom_course_file';
const ownerOf = (links: FileLinks, alias?: string) => sql.ref(alias ? `${alias}.${links.owner}` : links.owner);

export function listLinkedFiles(db: ClassroomDb, links: FileLinks, ownerId: number): Promise<LinkedFile[]> {
  return (
    db
      .selectFrom(`${tableOf(links)} as l`)
      .innerJoin('media_file as f', 'f.id', 'l.media_file_id')
      .select(['f.id', 'f.file_name as fileName', 'f.content_type as contentType', 'f.size_bytes as sizeBytes', 'l.position'])
      // Only an instance's link has a type (decision 0237).
      .$if(links === INSTANCE_FILE_LINKS, (q) => q.select(sql<InstanceFileType>`l.file_type`.as('fileType')))
      .where(ownerOf(links, 'l'), '=', ownerId)
      .orderBy('l.position')
      .orderBy('f.id')
      .execute()
  );
}

/** What a download needs of a file linked to the owner, or undefined. */
export function findLinkedFile(db: ClassroomDb, links: FileLinks, ownerId: number, fileId: number) {
  return db
    .selectFrom(`${tableOf(links)} as l`)
    .innerJoin('media_file as f', 'f.id', 'l.media_file_id')
    .select(['f.storage_key', 'f.file_name', 'f.content_type'])
    .where(ownerOf(links, 'l'), '=', ownerId)
    .where('f.id', '=', fileId)
    .executeTakeFirst();
}

/** The owner's file ids in order, locked so concurrent changes of the order wait for this transaction. */
async function lockedFileIds(trx: Transaction<ClassroomTables>, links: FileLinks, ownerId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom(tableOf(links))
    .select('media_file_id')
    .where(ownerOf(links), '=', ownerId)
    .orderBy('position')
    .orderBy('media_file_id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.media_file_id);
}

/** Positions stay 0..n-1 in the given order. */
async function renumber(trx: Transaction<ClassroomTables>, links: FileLinks, ownerId: number, fileIds: readonly number[]) {
  for (const [position, fileId] of fileIds.entries()) {
    await trx
      .updateTable(tableOf(links))
      .set({ position })
      .where(ownerOf(links), '=', ownerId)
      .where('media_file_id', '=', fileId)
      .execute();
  }
}

/** What an instance's file link records beyond its place (decision 0237); a course's link has nothing more. */
export interface InstanceLinkDetails {
  file_type?: InstanceFileType;
  uploaded_by?: number;
}

/** Links a media file after the owner's last file; answers its position. */
export async function appendLink(
  trx: Transaction<ClassroomTables>,
  links: FileLinks,
  ownerId: number,
  fileId: number,
  details: InstanceLinkDetails = {},
): Promise<number> {
  const position = (await lockedFileIds(trx, links, ownerId)).length;
  await trx
    .insertInto(tableOf(links))
    .values({ [links.owner]: ownerId, media_file_id: fileId, position, ...details } as {
      classroom_course_id: number;
      media_file_id: number;
      position: number;
    })
    .execute();
  return position;
}

/** Removes the owner's link to the file and closes the gap it leaves; 404 when the file is not the owner's. */
export async function unlinkFile(trx: Transaction<ClassroomTables>, links: FileLinks, ownerId: number, fileId: number): Promise<void> {
  const ids = await lockedFileIds(trx, links, ownerId);
  if (!ids.includes(fileId)) throw new HttpError(404, 'File not found');
  await trx.deleteFrom(tableOf(links)).where(ownerOf(links), '=', ownerId).where('media_file_id', '=', fileId).execute();
  await renumber(
    trx,
    links,
    ownerId,
    ids.filter((other) => other !== fileId),
  );
}

/** Media file order swap: the file at position `from` moves to `to`; the others close up. */
export async function moveFile(
  trx: Transaction<ClassroomTables>,
  links: FileLinks,
  ownerId: number,
  from: number,
  to: number,
): Promise<void> {
  const ids = await lockedFileIds(trx, links, ownerId);
  if (from >= ids.length) throw RequestValidationError.forField('body', ['from'], 'validation.stale');
  if (to >= ids.length) throw RequestValidationError.forField('body', ['to'], 'validation.stale');
  const [moved] = ids.splice(from, 1);
  ids.splice(to, 0, moved as number);
  await renumber(trx, links, ownerId, ids);
}
