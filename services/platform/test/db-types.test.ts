import { generate, PostgresDialect } from 'kysely-codegen';
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import { AREA_MODULES, prepareDatabase } from '../src/areas';

// Issue 9: each area's database types come from its migrated schema. This test migrates every area into a fresh
// database, generates the types with kysely-codegen and fails when services/<area>/src/db-schema.ts differs;
// `npm run db:types -w @atrium/platform` writes them. Each area's db.ts refines them (db-schema-check.ts proves
// the refinement still matches), so a migration the types do not follow fails the type check.

const UPDATE = process.env.UPDATE_DB_TYPES === '1';

// Our pg type parsers (service-core db.ts) return int8 as a number and a date as its 'YYYY-MM-DD' text; JSON columns
// get a type without null, so that a nullable one differs from one that is not (see JsonDocument).
const TYPE_MAPPING = { int8: 'number', date: 'string', json: 'JsonDocument', jsonb: 'JsonDocument' };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.db, { seedDemo: false });
}, 120_000);
afterAll(() => database.drop());

const schemaFileOf = (area: string) => path.resolve(__dirname, '../..', area, 'src/db-schema.ts');

async function generatedTypes(area: string): Promise<string> {
  const text = await generate({
    db: database.db,
    dialect: new PostgresDialect(),
    defaultSchemas: [area],
    includePattern: `${area}.*`,
    // The migration bookkeeping is Kysely's, not the area's.
    excludePattern: `${area}.kysely_*`,
    typeMapping: TYPE_MAPPING,
    customImports: { JsonDocument: '@atrium/service-core' },
    typeOnlyImports: true,
    print: false,
  });
  // Formatted as the repository formats every file (prettier's API needs ESM loading, which jest lacks here).
  return execFileSync(process.execPath, [require.resolve('prettier/bin/prettier.cjs'), '--stdin-filepath', schemaFileOf(area)], {
    input: text,
    encoding: 'utf8',
  });
}

test.each(AREA_MODULES.map((module) => module.area))('the %s types match its migrated schema', async (area) => {
  const expected = await generatedTypes(area);
  if (UPDATE) await writeFile(schemaFileOf(area), expected);
  const committed = await readFile(schemaFileOf(area), 'utf8').catch(() => '');
  expect(committed).toBe(expected);
});
