import { queueMail, RequestValidationError } from '@atrium/service-core';
import type { ClassroomDb } from '../db';
import { readCoursePackage } from './course-package-store';

function missing(field: 'mailSubject' | 'mailBody', what: string): RequestValidationError {
  const message = `The course package has no ${what}: save one first`;
  return new RequestValidationError(`${field}: ${message}`, { [field]: message });
}

/**
 * Queues the package's mail, as saved, to one address so an admin can see what participants will
 * get. Call inside a transaction.
 */
export async function sendCoursePackageTestEmail(trx: ClassroomDb, courseId: number, to: string): Promise<number> {
  const coursePackage = await readCoursePackage(trx, courseId);
  if (!coursePackage.mailSubject.trim()) throw missing('mailSubject', 'mail subject');
  if (!coursePackage.mailBody.trim()) throw missing('mailBody', 'mail body');
  return queueMail(trx, 'classroom', { to, subject: coursePackage.mailSubject, text: coursePackage.mailBody });
}
