import type { Kysely } from 'kysely';

/** What the e-learning area publishes about its licenses (its migration 0023), read-only. */
interface ElearningLicenseView {
  id: number;
  uuid: string;
  user_id: number;
  customer_id: number | null;
  ecourse_id: number;
  course_name: string;
  product_id: string | null;
  created_at: Date;
  started: Date | null;
  completed: Date | null;
  cancelled: boolean;
  not_passed: boolean;
  cancellation_fee: number;
  as_part_of_course_program: boolean;
  competence_expires: string | null;
}

/** What the users area publishes about people (its migrations 0002, 0003). */
interface UsersPersonView {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
}

interface PublishedTables {
  elearning_license: ElearningLicenseView;
  users_person: UsersPersonView;
}

export type PublishedDb = Kysely<PublishedTables>;

/** Other areas' data, through the views they own in the `published` schema only. */
export function publishedDb(db: Kysely<any>): PublishedDb {
  return (db as PublishedDb).withSchema('published');
}

/** The customer's licenses with these ids, with the holder's name and address; ids of other customers are left out. */
export function ownLicenses(db: PublishedDb, ids: readonly number[], customerId: number) {
  return db
    .selectFrom('elearning_license as l')
    .innerJoin('users_person as p', 'p.id', 'l.user_id')
    .select([
      'l.id',
      'l.course_name',
      'l.competence_expires',
      'l.completed',
      'l.not_passed',
      'l.cancelled',
      'p.first_name',
      'p.last_name',
      'p.email',
    ])
    .where('l.id', 'in', [...ids])
    .where('l.customer_id', '=', customerId)
    .orderBy('l.id')
    .execute();
}
