import type { Contractor, ContractorPortal, PortalCourse, PortalSummary } from '@atrium/users-contract';
import { sql } from 'kysely';
import type { UsersDb } from '../db';
import { acceptedContactDomains } from './contact-domains';

export interface PortalRow {
  id: number;
  slug: string;
  name: string;
  owner_customer_id: number;
  contact_domains: string[];
}

export function findPortal(db: UsersDb, slug: string): Promise<PortalRow | undefined> {
  return db.selectFrom('contractor_portal').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** The portal's contractors with their sub-contractors, named as the company area names its customers. */
async function contractorsOf(db: UsersDb, portalId: number): Promise<Contractor[]> {
  const { rows } = await sql<{ customer_id: number; parent_customer_id: number | null; name: string }>`
    select k.customer_id, k.parent_customer_id, c.name
    from users.contractor k join published.company_customer c on c.id = k.customer_id
    where k.portal_id = ${portalId} and c.active and c.merged_into_id is null
    order by lower(c.name), k.customer_id`.execute(db);
  const contractors = rows
    .filter((row) => row.parent_customer_id === null)
    .map((row): Contractor => ({ customerId: row.customer_id, name: row.name, subContractors: [] }));
  for (const row of rows) {
    const parent = contractors.find((contractor) => contractor.customerId === row.parent_customer_id);
    parent?.subContractors.push({ customerId: row.customer_id, name: row.name });
  }
  return contractors;
}

export async function publicPortal(db: UsersDb, portal: PortalRow): Promise<ContractorPortal> {
  return {
    slug: portal.slug,
    name: portal.name,
    contactDomains: acceptedContactDomains(portal.contact_domains),
    contractors: await contractorsOf(db, portal.id),
  };
}

/** The portal's e-courses, named by the e-learning area's published view. */
export async function portalCourses(db: UsersDb, portalId: number): Promise<PortalCourse[]> {
  const { rows } = await sql<PortalCourse>`
    select e.id as "ecourseId", e.name
    from users.contractor_portal_course p join published.elearning_course e on e.id = p.ecourse_id
    where p.portal_id = ${portalId}
    order by lower(e.name), e.id`.execute(db);
  return rows;
}

/** E-courses not yet in the portal, for the courses tab's chooser. */
export async function courseChoices(db: UsersDb, portalId: number): Promise<PortalCourse[]> {
  const { rows } = await sql<PortalCourse>`
    select e.id as "ecourseId", e.name from published.elearning_course e
    where not exists (select 1 from users.contractor_portal_course p where p.portal_id = ${portalId} and p.ecourse_id = e.id)
    order by lower(e.name), e.id`.execute(db);
  return rows;
}

/** Every portal, or the one of `slug`, with its oil company's name and how many courses, contractors and people it has. */
export async function portalSummaries(db: UsersDb, slug?: string): Promise<PortalSummary[]> {
  const { rows } = await sql<PortalSummary>`
    select p.slug, p.name, p.owner_customer_id as "ownerCustomerId", c.name as "ownerCustomerName",
      p.contact_domains as "contactDomains",
      (select count(*)::int from users.contractor_portal_course k where k.portal_id = p.id) as courses,
      (select count(*)::int from users.contractor k where k.portal_id = p.id) as contractors,
      (select count(*)::int from users.contractor_registration r where r.portal_id = p.id) as registrations
    from users.contractor_portal p left join published.company_customer c on c.id = p.owner_customer_id
    where ${slug === undefined ? sql`true` : sql`p.slug = ${slug}`}
    order by lower(p.name), p.slug`.execute(db);
  return rows;
}
