import { sql } from 'kysely';
import type { AuthoringDb } from '../db';

/** How long a viewer's file addresses work after they last opened the lesson. */
const GRANT_HOURS = 8;

/**
 * The viewer's grant to the lesson's files (decision 0251): the same token while it is valid, so addresses the
 * browser keeps stay good; a new one once it has run out. Each view extends it.
 */
export async function grantFor(db: AuthoringDb, lessonId: number, userId: number): Promise<string> {
  const row = await db
    .insertInto('lesson_view_grant')
    .values({ lesson_id: lessonId, user_id: userId, expires_at: sql<Date>`now() + make_interval(hours => ${GRANT_HOURS})` })
    .onConflict((oc) =>
      oc.columns(['lesson_id', 'user_id']).doUpdateSet({
        token: sql<string>`case when lesson_view_grant.expires_at > now() then lesson_view_grant.token else gen_random_uuid() end`,
        expires_at: (eb) => eb.ref('excluded.expires_at'),
      }),
    )
    .returning('token')
    .executeTakeFirstOrThrow();
  return row.token;
}

/** The lesson a valid grant opens, with its cache key; undefined for an unknown or expired grant. */
export async function lessonOfGrant(db: AuthoringDb, token: string) {
  return db
    .selectFrom('lesson_view_grant as g')
    .innerJoin('lesson as l', 'l.id', 'g.lesson_id')
    .select(['l.id', 'l.cache_key'])
    .where('g.token', '=', token)
    .where('g.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}
