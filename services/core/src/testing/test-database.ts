import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Client } from 'pg';
import { createDb } from '../db';

export interface TestDatabase {
  db: Kysely<any>;
  url: string;
  drop: () => Promise<void>;
}

function adminUrl(): string {
  const url = process.env.ATRIUM_TEST_DATABASE_URL;
  if (!url) throw new Error('ATRIUM_TEST_DATABASE_URL is unset: run tests with the @atrium/service-core jest preset');
  return url;
}

async function asAdmin(statement: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database of its own for one test file, so test files never see each other's rows. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `atrium_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(`create database "${name}"`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const db = createDb(url.toString());
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.destroy();
      await asAdmin(`drop database if exists "${name}" with (force)`);
    },
  };
}
