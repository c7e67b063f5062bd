import type { Kysely } from 'kysely';
import type { Locale } from '@atrium/users-contract';
import { usersDb } from '../db';

/** For the platform's locale switch: remembers a signed-in user's choice without it touching our tables. */
export async function saveUserLocale(db: Kysely<any>, userId: number, locale: Locale): Promise<void> {
  await usersDb(db).updateTable('users').set({ locale }).where('id', '=', userId).execute();
}
