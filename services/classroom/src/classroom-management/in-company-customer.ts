import type { Kysely } from 'kysely';
import { customerNames, personContacts } from '../courses/published-lookups';
import type { ClassroomDb } from '../db';

interface InCompanyInstance {
  course_internal: boolean;
  customer_id: number | null;
  customer_contact_person_id: number | null;
  customer_rapport_person_id: number | null;
}

/**
 * Document 002 §3 bedriftsinternt: the customer of an in-company (internal) course with its contact person and the
 * person reports go to, names and addresses from the company and users areas' views; null for an open course.
 */
export async function inCompanyCustomer(db: ClassroomDb, instance: InCompanyInstance) {
  if (!instance.course_internal || instance.customer_id === null) return null;
  const people = [instance.customer_contact_person_id, instance.customer_rapport_person_id].flatMap((id) => (id === null ? [] : [id]));
  const [customers, contacts] = await Promise.all([
    customerNames(db as Kysely<any>, [instance.customer_id]),
    personContacts(db as Kysely<any>, people),
  ]);
  const contact = instance.customer_contact_person_id === null ? undefined : contacts.get(instance.customer_contact_person_id);
  const reportContact = instance.customer_rapport_person_id === null ? undefined : contacts.get(instance.customer_rapport_person_id);
  return {
    /** As the course overview shows it. */
    customer: {
      customerId: instance.customer_id,
      customerName: customers.get(instance.customer_id) ?? null,
      contact: contact?.name ?? null,
      contactEmail: contact?.email ?? null,
      reportContactEmail: reportContact?.email ?? null,
    },
    /** The language e-mails to the contact are written in. */
    contactLocale: contact?.locale ?? null,
  };
}
