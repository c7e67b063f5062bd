import type { Readable } from 'node:stream';
import { openFile } from '@atrium/service-core';
import type { Kysely } from 'kysely';
import yazl from 'yazl';
import { usersDb } from '../db';
import { INSTRUCTOR_FILE_AREA } from '../instructor-files/instructor-files-store';
import { areaExports } from './area-exports';
import { usersExport } from './users-export';

const EXTENSION_OF: Readonly<Record<string, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

const README = `This archive holds everything Atrium keeps about one person (GDPR article 15).
Each file is what one part of Atrium holds, as JSON:
  users.json      the account, customer contexts and roles, logins, consents, notes, safety cards, changes, merges
  elearning.json  e-learning licenses and results
  classroom.json  classroom course participations, waiting lists, courses instructed
  reports.json    orders, purchase lines naming the person, the cart
  company.json    departments
  instructor/     the instructor photo and signature, as uploaded (when there are any)
Passwords are never exported (only a one-way hash is stored).
`;

/**
 * One zip with a JSON file per area (read in one repeatable-read transaction, so the files agree with each other) and
 * the instructor pictures themselves, streamed from the file store (a picture whose file is gone is left out).
 */
export async function personArchive(db: Kysely<any>, userId: number): Promise<Readable> {
  const { files, pictures } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => ({
      files: [{ area: 'users', data: await usersExport(trx, userId) }, ...(await areaExports(trx, userId))],
      pictures: await usersDb(trx)
        .selectFrom('instructor_file')
        .select(['kind', 'file_key', 'content_type'])
        .where('user_id', '=', userId)
        .orderBy('kind')
        .execute(),
    }));
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(README), 'README.txt');
  for (const file of files) zip.addBuffer(Buffer.from(JSON.stringify(file.data, null, 2)), `${file.area}.json`);
  for (const picture of pictures) {
    const stream = await openFile(INSTRUCTOR_FILE_AREA, picture.file_key);
    if (stream) zip.addReadStream(stream, `instructor/${picture.kind}.${EXTENSION_OF[picture.content_type] ?? 'bin'}`);
  }
  zip.end();
  return zip.outputStream as Readable;
}
