import { HttpError, RequestValidationError } from '@atrium/service-core';
import { CONTRACTOR_ERRORS, NEW_USER_EMAIL_TAKEN, type contractorRegistrationSchema } from '@atrium/users-contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { UsersDb } from '../db';
import { createUser } from '../new-user/new-user-store';
import { findOpenCustomer } from '../new-user/published-customer';
import { findPerson } from '../password-reset/password-reset-store';
import { sendPasswordLink } from '../password-reset/send-password-link';
import type { PortalRow } from './contractor-portal-query';

type Registration = z.output<typeof contractorRegistrationSchema>;

const refuse = (field: string, key: string) => RequestValidationError.forField('body', [field], key);

/** Whether the customer is one of the portal's contractors or sub-contractors. */
async function isPortalContractor(trx: UsersDb, portalId: number, customerId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('contractor')
    .select('customer_id')
    .where('portal_id', '=', portalId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives the people the portal's e-courses through the e-learning area's function (decision 0140); answers how many licenses. */
export async function grantPortalCourses(
  trx: UsersDb,
  portalId: number,
  people: { userId: number; customerId: number }[],
  ecourseIds?: number[],
) {
  const courses =
    ecourseIds ??
    (await trx.selectFrom('contractor_portal_course').select('ecourse_id').where('portal_id', '=', portalId).execute()).map(
      (course) => course.ecourse_id,
    );
  let granted = 0;
  for (const ecourseId of courses) {
    for (const person of people) {
      const { rows } =
        await sql`select * from published.elearning_grant_licenses(${ecourseId}, ${person.customerId}, ${[person.userId]}::int[])`.execute(
          trx,
        );
      granted += rows.length;
    }
  }
  return granted;
}

/**
 * Registers a contractor (document 001 §3, §5): a person at their contractor company, in the language they chose,
 * with the portal's courses, and the "set your password" e-mail. All or nothing.
 */
export async function registerContractor(
  trx: UsersDb,
  portal: PortalRow,
  form: Registration,
  origin: string,
): Promise<{ courses: number }> {
  if (!(await isPortalContractor(trx, portal.id, form.customerId))) throw refuse('customerId', CONTRACTOR_ERRORS.unknownContractor);
  const customer = await findOpenCustomer(trx, form.customerId);
  if (!customer) throw refuse('customerId', CONTRACTOR_ERRORS.unknownContractor);
  const user = await createUser(
    trx,
    { firstName: form.firstName, lastName: form.lastName, email: form.email, phone: form.phone, customerId: customer.id },
    customer,
  ).catch((error: unknown) => {
    throw error instanceof HttpError && error.message === NEW_USER_EMAIL_TAKEN ? new HttpError(409, CONTRACTOR_ERRORS.emailTaken) : error;
  });
  await trx.updateTable('users').set({ locale: form.locale }).where('id', '=', user.id).execute();
  await trx
    .insertInto('contractor_registration')
    .values({
      portal_id: portal.id,
      user_id: user.id,
      customer_id: customer.id,
      contact_email: form.contactEmail,
      currently_offshore: form.currentlyOffshore,
    })
    .execute();
  const courses = await grantPortalCourses(trx, portal.id, [{ userId: user.id, customerId: customer.id }]);
  const person = await findPerson(trx, user.id);
  if (person) await sendPasswordLink(trx, person, 'welcome', origin);
  return { courses };
}
