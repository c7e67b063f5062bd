import { queueMail, type MailAttachment, type MailMessage } from '@atrium/service-core';
import type { Trx } from './managed-instance';

/** What an e-mail about an instance was for, shown on the e-mails tab. */
export type InstanceMailKind =
  | 'participantAdded'
  | 'participantCancelled'
  | 'courseCancelled'
  | 'courseConfirmation'
  | 'waitingListOffer'
  | 'evaluationRequest'
  | 'courseReport'
  | 'resend'
  | 'massEmail';

/** Queues the e-mail through the area's outbox, in the caller's transaction, and files it under the instance. */
export async function queueInstanceMail(
  trx: Trx,
  cliId: number,
  kind: InstanceMailKind,
  message: MailMessage,
  attachments: readonly MailAttachment[] = [],
): Promise<number> {
  const outboxId = await queueMail(trx, 'classroom', message, attachments);
  await trx.insertInto('instance_email').values({ outbox_id: outboxId, cli_id: cliId, kind }).execute();
  return outboxId;
}

const when = (startDate: string | null) => (startDate ? ` starting ${startDate}` : '');

/** The notices people get; the text names the course and its first day. */
export const notices = {
  participantAdded: (course: string, startDate: string | null, name: string) => ({
    subject: `Your course: ${course}`,
    text: `Hello ${name},\n\nYou are now a participant of the classroom course "${course}"${when(startDate)}. Sign in to Atrium for the details.\n`,
  }),
  participantCancelled: (course: string, startDate: string | null, name: string) => ({
    subject: `Cancelled: ${course}`,
    text: `Hello ${name},\n\nYour participation in the classroom course "${course}"${when(startDate)} has been cancelled.\n`,
  }),
  courseCancelled: (course: string, startDate: string | null, name: string) => ({
    subject: `Course cancelled: ${course}`,
    text: `Hello ${name},\n\nThe classroom course "${course}"${when(startDate)} has been cancelled. We are sorry for the inconvenience.\n`,
  }),
  courseConfirmation: (course: string, startDate: string | null, name: string) => ({
    subject: `Course confirmation: ${course}`,
    text: `Hello ${name},\n\nThis confirms your place on the classroom course "${course}"${when(startDate)}. Welcome!\n`,
  }),
  waitingListOffer: (course: string, startDate: string | null, name: string) => ({
    subject: `A seat is free: ${course}`,
    text: `Hello ${name},\n\nA seat has become free on the classroom course "${course}"${when(startDate)}, where you are on the waiting list. Contact us or order it in Atrium to take it.\n`,
  }),
};
