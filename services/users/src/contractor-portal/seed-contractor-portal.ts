import { sql, type Kysely } from 'kysely';
import { DEFAULT_CONTRACTOR_PORTAL } from '@atrium/users-contract';
import { usersDb } from '../db';

/**
 * The demo's ConocoPhillips portal (decision 0220): the oil company and three contracting companies, made through
 * the company area's function, and two of the demo e-courses. Only where the company area is mounted beside us.
 */
export async function seedContractorPortal(shared: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ ready: boolean }>`select to_regproc('published.company_create_customer') is not null as ready`.execute(
    shared,
  );
  if (!rows[0]?.ready) return;
  const customer = async (name: string, orgNumber: string) => {
    const created = await sql<{ id: number }>`select published.company_create_customer(${name}, ${orgNumber}, 'NO') as id`.execute(shared);
    return created.rows[0]!.id;
  };
  const db = usersDb(shared);
  const owner = await customer('ConocoPhillips Skandinavia AS', '945678903');
  const rigg = await customer('Offshore Rigg Service AS', '956789014');
  const scaffolding = await customer('Nordic Scaffolding AS', '967890125');
  const subsea = await customer('Havbunn Subsea AS', '978901236');
  const portal = await db
    .insertInto('contractor_portal')
    .values({
      slug: DEFAULT_CONTRACTOR_PORTAL,
      name: 'ConocoPhillips',
      owner_customer_id: owner,
      contact_domains: ['conocophillips.com', 'cop.com'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('contractor')
    .values([
      { portal_id: portal.id, customer_id: rigg, parent_customer_id: null },
      { portal_id: portal.id, customer_id: subsea, parent_customer_id: null },
    ])
    .execute();
  await db.insertInto('contractor').values({ portal_id: portal.id, customer_id: scaffolding, parent_customer_id: rigg }).execute();
  await sql`
    insert into users.contractor_portal_course (portal_id, ecourse_id)
    select ${portal.id}, id from published.elearning_course where id in (1, 4)`.execute(shared);
}
