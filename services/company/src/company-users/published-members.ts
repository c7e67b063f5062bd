import type { Kysely } from 'kysely';

/** What the users area publishes about who belongs to which customer (its migration 0130), read-only. */
interface CustomerMemberView {
  user_id: number;
  customer_id: number;
}

/** Whether the person has an active context at the customer. */
export async function isMemberOf(db: Kysely<any>, customerId: number, userId: number): Promise<boolean> {
  const row = await (db as Kysely<{ users_customer_member: CustomerMemberView }>)
    .withSchema('published')
    .selectFrom('users_customer_member')
    .select('user_id')
    .where('customer_id', '=', customerId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
