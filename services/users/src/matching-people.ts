import { sql, type RawBuilder } from 'kysely';
import type { UsersDb } from './db';

/** People whose name (either order), username or e-mail contains q, case ignored: every user search's rule. */
export function matchingPeople(db: UsersDb, q: string) {
  const needle = q.toLowerCase();
  const contains = (text: RawBuilder<string>) => sql<boolean>`strpos(lower(${text}), ${needle}) > 0`;
  return db
    .selectFrom('users as u')
    .where((eb) =>
      eb.or([
        contains(sql<string>`u.first_name || ' ' || u.last_name`),
        contains(sql<string>`u.last_name || ' ' || u.first_name`),
        contains(sql<string>`u.username`),
        contains(sql<string>`u.email`),
      ]),
    );
}
