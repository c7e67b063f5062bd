import { HttpError, RequestValidationError } from '@atrium/service-core';
import { CONTRACTOR_ERRORS, type portalSettingsSchema } from '@atrium/users-contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { UsersDb } from '../db';
import { grantPortalCourses } from './contractor-registration';

async function ecourseExists(trx: UsersDb, ecourseId: number): Promise<boolean> {
  const { rows } = await sql`select 1 from published.elearning_course where id = ${ecourseId}`.execute(trx);
  return rows.length > 0;
}

async function openCustomerExists(trx: UsersDb, customerId: number): Promise<boolean> {
  const { rows } =
    await sql`select 1 from published.company_customer where id = ${customerId} and active and merged_into_id is null`.execute(trx);
  return rows.length > 0;
}

/**
 * Adds an e-course to the portal; everyone registered through the portal gets it too, at the company they
 * registered with (the e-learning area skips people who hold it already). Adding it again changes nothing.
 */
export async function addPortalCourse(trx: UsersDb, portalId: number, ecourseId: number): Promise<number> {
  if (!(await ecourseExists(trx, ecourseId))) throw RequestValidationError.forField('body', ['ecourseId'], CONTRACTOR_ERRORS.unknownCourse);
  const added = await trx
    .insertInto('contractor_portal_course')
    .values({ portal_id: portalId, ecourse_id: ecourseId })
    .onConflict((conflict) => conflict.doNothing())
    .returning('ecourse_id')
    .executeTakeFirst();
  if (!added) return 0;
  const people = await trx
    .selectFrom('contractor_registration')
    .select(['user_id as userId', 'customer_id as customerId'])
    .where('portal_id', '=', portalId)
    .execute();
  return grantPortalCourses(trx, portalId, people, [ecourseId]);
}

/** New registrations no longer get the course; licenses already given stay (they are the learners' now). */
export async function removePortalCourse(trx: UsersDb, portalId: number, ecourseId: number): Promise<boolean> {
  const { numDeletedRows } = await trx
    .deleteFrom('contractor_portal_course')
    .where('portal_id', '=', portalId)
    .where('ecourse_id', '=', ecourseId)
    .executeTakeFirst();
  return numDeletedRows > 0n;
}

/** Makes a customer a contractor of the portal, or a sub-contractor of one of its contractors (moving it if it was either). */
export async function addContractor(trx: UsersDb, portalId: number, customerId: number, parentCustomerId: number | null): Promise<void> {
  if (!(await openCustomerExists(trx, customerId)))
    throw RequestValidationError.forField('body', ['customerId'], CONTRACTOR_ERRORS.unknownCustomer);
  if (parentCustomerId !== null) {
    const parent = await trx
      .selectFrom('contractor')
      .select('customer_id')
      .where('portal_id', '=', portalId)
      .where('customer_id', '=', parentCustomerId)
      .where('parent_customer_id', 'is', null)
      .executeTakeFirst();
    if (!parent || parentCustomerId === customerId) {
      throw RequestValidationError.forField('body', ['parentCustomerId'], CONTRACTOR_ERRORS.unknownParent);
    }
  }
  const hasSubContractors = await trx
    .selectFrom('contractor')
    .select('customer_id')
    .where('portal_id', '=', portalId)
    .where('parent_customer_id', '=', customerId)
    .executeTakeFirst();
  // One level only: a contractor with sub-contractors cannot become someone's sub-contractor.
  if (parentCustomerId !== null && hasSubContractors) {
    throw RequestValidationError.forField('body', ['parentCustomerId'], CONTRACTOR_ERRORS.unknownParent);
  }
  await trx
    .insertInto('contractor')
    .values({ portal_id: portalId, customer_id: customerId, parent_customer_id: parentCustomerId })
    .onConflict((conflict) => conflict.columns(['portal_id', 'customer_id']).doUpdateSet({ parent_customer_id: parentCustomerId }))
    .execute();
}

/** Removes a contractor (with its sub-contractors) or a sub-contractor; people registered before keep their accounts. */
export async function removeContractor(trx: UsersDb, portalId: number, customerId: number): Promise<void> {
  const { numDeletedRows } = await trx
    .deleteFrom('contractor')
    .where('portal_id', '=', portalId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (numDeletedRows === 0n) throw new HttpError(404, CONTRACTOR_ERRORS.unknownCustomer);
}

/**
 * Creates the portal of the slug with these settings, or changes the settings of the one there (decision 0220: a
 * second oil company is a setting). Its courses and contractors are kept. Repeating it changes nothing more.
 */
export async function savePortalSettings(trx: UsersDb, slug: string, settings: z.output<typeof portalSettingsSchema>): Promise<void> {
  if (!(await openCustomerExists(trx, settings.ownerCustomerId))) {
    throw RequestValidationError.forField('body', ['ownerCustomerId'], CONTRACTOR_ERRORS.unknownCustomer);
  }
  const values = {
    name: settings.name,
    owner_customer_id: settings.ownerCustomerId,
    contact_domains: [...new Set(settings.contactDomains)],
  };
  await trx
    .insertInto('contractor_portal')
    .values({ slug, ...values })
    .onConflict((conflict) => conflict.column('slug').doUpdateSet(values))
    .execute();
}
