import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import yazl from 'yazl';
import { areaExports } from './area-exports';
import { usersExport } from './users-export';

const README = `This archive holds everything Atrium keeps about one person (GDPR article 15).
Each file is what one part of Atrium holds, as JSON:
  users.json      the account, customer contexts and roles, logins, consents, notes, safety cards, changes, merges
  elearning.json  e-learning licenses and results
  classroom.json  classroom course participations, waiting lists, courses instructed
  reports.json    orders, purchase lines naming the person, the cart
  company.json    departments
Passwords are never exported (only a one-way hash is stored).
`;

/** One zip with a JSON file per area (read in one repeatable-read transaction, so the files agree with each other). */
export async function personArchive(db: Kysely<any>, userId: number): Promise<Readable> {
  const files = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => [{ area: 'users', data: await usersExport(trx, userId) }, ...(await areaExports(trx, userId))]);
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(README), 'README.txt');
  for (const file of files) zip.addBuffer(Buffer.from(JSON.stringify(file.data, null, 2)), `${file.area}.json`);
  zip.end();
  return zip.outputStream as Readable;
}
