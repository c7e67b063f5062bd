import { HttpError } from '@atrium/service-core';
import type { Kysely } from 'kysely';
import { personContacts } from '../courses/published-lookups';
import type { ClassroomDb } from '../db';
import { courseReportData } from '../course-report/course-report-data';
import { renderCourseReport } from '../course-report/course-report-pdf';
import { renderParticipantList } from '../course-report/participant-list-pdf';
import { pdfFileName } from '../course-report/pdf-buffer';
import { inCompanyCustomer } from './in-company-customer';
import { queueInstanceMail } from './instance-mail';
import { mailLocale, NOTICES } from './instance-mail-text';

const PDF = 'application/pdf';

async function instanceOf(db: ClassroomDb, cliId: number) {
  const instance = await db
    .selectFrom('classroom_course_instance as i')
    .innerJoin('classroom_course as c', 'c.id', 'i.classroom_course_id')
    .select(['i.id', 'i.start_date', 'i.course_internal', 'i.customer_id', 'i.customer_contact_person_id', 'i.customer_rapport_person_id'])
    .select('c.internal_name')
    .where('i.id', '=', cliId)
    .executeTakeFirst();
  if (!instance) throw new HttpError(404, 'Course instance not found');
  return instance;
}

/**
 * Document 002 §2 "send the participant list to the instructor": each instructor of the instance gets the
 * room-signing participant list as a PDF, in their own language, through the outbox. None with an address is a 409.
 */
export async function sendParticipantListToInstructors(db: ClassroomDb, cliId: number): Promise<number> {
  const instance = await instanceOf(db, cliId);
  const rows = await db
    .selectFrom('classroom_happening_instructor as hi')
    .innerJoin('classroom_happening as h', 'h.id', 'hi.happening_id')
    .select('hi.instructor_id')
    .distinct()
    .where('h.cli_id', '=', cliId)
    .execute();
  const contacts = await personContacts(
    db as Kysely<any>,
    rows.map((row) => row.instructor_id),
  );
  const instructors = [...contacts.values()].filter((contact) => contact.email);
  if (instructors.length === 0) throw new HttpError(409, 'classroom-management.participantList.noInstructor');
  const data = await courseReportData(db, cliId, null);
  const pdfs = new Map<string, Buffer>();
  for (const instructor of instructors) {
    const locale = mailLocale(instructor.locale);
    if (!pdfs.has(locale)) pdfs.set(locale, await renderParticipantList(data, locale, true));
  }
  await db.transaction().execute(async (trx) => {
    for (const instructor of instructors) {
      const locale = mailLocale(instructor.locale);
      await queueInstanceMail(
        trx,
        cliId,
        'participantListToInstructor',
        {
          to: instructor.email!,
          ...NOTICES[locale].participantListToInstructor({
            course: instance.internal_name,
            startDate: instance.start_date,
            name: instructor.name,
          }),
        },
        [{ filename: pdfFileName('participant-list', cliId), contentType: PDF, content: pdfs.get(locale)! }],
      );
    }
  });
  return instructors.length;
}

/**
 * Document 002 §2/§7 sendPostCourseInfoToCustomerContactPerson: for an in-company course, the course report and the
 * participant list of the customer's participants go to its contact person (and the report contact, when another
 * address), in the contact's language. A course without a contact address is refused with a message key.
 */
export async function sendPostCourseInfo(db: ClassroomDb, cliId: number) {
  const instance = await instanceOf(db, cliId);
  const inCompany = await inCompanyCustomer(db, instance);
  const customer = inCompany?.customer;
  const to = [...new Set([customer?.contactEmail, customer?.reportContactEmail].filter((email): email is string => !!email))];
  if (!customer || to.length === 0) throw new HttpError(409, 'classroom-management.postCourseInfo.noContact');
  const locale = mailLocale(inCompany?.contactLocale);
  const data = await courseReportData(db, cliId, customer.customerId);
  const [report, list] = await Promise.all([
    renderCourseReport(data, {
      language: locale,
      materials: '',
      location: '',
      instructor: '',
      includeParticipantList: true,
      includeTestResults: false,
      includeParticipantFeedback: true,
    }),
    renderParticipantList(data, locale, true),
  ]);
  const courseReportName = pdfFileName('course-report', cliId);
  const participantsListName = pdfFileName('participant-list', cliId);
  await db.transaction().execute((trx) =>
    queueInstanceMail(
      trx,
      cliId,
      'postCourseInfo',
      {
        to,
        ...NOTICES[locale].postCourseInfo({
          course: instance.internal_name,
          startDate: instance.start_date,
          name: customer.contact ?? customer.customerName ?? '',
        }),
      },
      [
        { filename: courseReportName, contentType: PDF, content: report },
        { filename: participantsListName, contentType: PDF, content: list },
      ],
    ),
  );
  return { courseReportName, participantsListName };
}
