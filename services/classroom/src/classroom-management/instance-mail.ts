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
  | 'participantListToInstructor'
  | 'postCourseInfo'
  | 'resend'
  | 'massEmail'
  | 'instructorCancelled';

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
