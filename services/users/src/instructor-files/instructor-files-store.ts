import { deleteFile } from '@atrium/service-core';
import type { InstructorFileKind, InstructorFiles } from '@atrium/users-contract';
import type { UsersDb } from '../db';
import { recordAudit } from '../user-administration/user-audit';

/** Instructor photos and signatures are kept in the file store under this area name. */
export const INSTRUCTOR_FILE_AREA = 'users-instructor';

export async function instructorFilesOf(db: UsersDb, userId: number): Promise<InstructorFiles> {
  const rows = await db.selectFrom('instructor_file').selectAll().where('user_id', '=', userId).execute();
  const of = (kind: InstructorFileKind) => {
    const row = rows.find((file) => file.kind === kind);
    return row
      ? { kind, fileId: row.file_key, contentType: row.content_type, sizeBytes: row.size_bytes, uploadedAt: row.uploaded_at.toISOString() }
      : null;
  };
  return { photo: of('photo'), signature: of('signature') };
}

/**
 * Puts a stored file in the person's place for that kind (or empties it), audited, in one transaction; the file it
 * replaced leaves the store after the commit, so a rolled-back change never loses the file still pointed to.
 */
export async function replaceInstructorFile(
  db: UsersDb,
  userId: number,
  kind: InstructorFileKind,
  file: { key: string; contentType: 'image/jpeg' | 'image/png' | 'image/webp'; sizeBytes: number } | null,
  actor: number,
): Promise<void> {
  const previous = await db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom('instructor_file')
      .select('file_key')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .forUpdate()
      .executeTakeFirst();
    if (file) {
      await trx
        .insertInto('instructor_file')
        .values({
          user_id: userId,
          kind,
          file_key: file.key,
          content_type: file.contentType,
          size_bytes: file.sizeBytes,
          uploaded_by: actor,
        })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'kind']).doUpdateSet((eb) => ({
            file_key: eb.ref('excluded.file_key'),
            content_type: eb.ref('excluded.content_type'),
            size_bytes: eb.ref('excluded.size_bytes'),
            uploaded_by: eb.ref('excluded.uploaded_by'),
            uploaded_at: new Date(),
          })),
        )
        .execute();
    } else {
      await trx.deleteFrom('instructor_file').where('user_id', '=', userId).where('kind', '=', kind).execute();
    }
    if (file || old) await recordAudit(trx, userId, actor, file ? `instructor.${kind}.upload` : `instructor.${kind}.delete`);
    return old?.file_key;
  });
  if (previous) await deleteFile(INSTRUCTOR_FILE_AREA, previous);
}
