import type { OutboxTable } from '@atrium/service-core';
import type { ColumnType, Generated } from 'kysely';

interface WaitingListTable {
  id: Generated<number>;
  cli_id: number;
  /** A users-area user id. */
  user_id: number;
  customer_id: number | null;
  /** Queue order: lower is first (bigserial). */
  position: ColumnType<number, never, never>;
  /** When a freed seat was offered to this person. */
  offered_at: Date | null;
  created: Generated<Date>;
}

interface WorkItemTable {
  cli_id: number;
  key: string;
  done: boolean | null;
  done_by: number | null;
  updated: Generated<Date>;
}

interface InstanceEmailTable {
  outbox_id: number;
  cli_id: number;
  kind: string;
}

/** A participant's signature on the participant list: the image, its SHA-256 and when it was drawn. */
interface ParticipantSignatureTable {
  participant_id: number;
  png: Buffer;
  sha256: string;
  signed_at: Generated<Date>;
  signed_by: number | null;
}

/** An evaluation of an instance: a participant's answer to the learners' form, or an entry staff typed in. */
interface InstanceEvaluationTable {
  id: Generated<number>;
  cli_id: number;
  /** The participation asked; null for an entry staff typed in. */
  participant_id: number | null;
  /** SHA-256 of the form link's token; the token itself is only in the e-mail. */
  token_sha256: string | null;
  sent_at: Date | null;
  answered_at: Date | null;
  rating_course: number | null;
  rating_canteen: number | null;
  rating_reception: number | null;
  comment: Generated<string>;
  entered_by: number | null;
  course_place_rating_id: number | null;
}

interface InstanceEvaluationInstructorTable {
  evaluation_id: number;
  instructor_id: number;
  rating: number;
}

/** Who confirmed an instance's internal control (decision 0225), the checks open then and why. */
interface InternalControlTable {
  cli_id: number;
  checked_by: number;
  checked_at: Generated<Date>;
  comment: string | null;
  open_checks: Generated<string[]>;
}

/** The files of an outbox mail (service-core's outboxAttachmentMigration). */
interface OutboxAttachmentTable {
  outbox_id: number;
  position: number;
  filename: string;
  content_type: string;
  content: Buffer;
}

/** An instance whose seat another area's cancel freed, waiting for the job that offers it (migration 0092). */
interface SeatOfferDueTable {
  cli_id: number;
  due_at: ColumnType<Date, Date | undefined, never>;
}

export interface ClassroomManagementTables {
  seat_offer_due: SeatOfferDueTable;
  outbox_attachment: OutboxAttachmentTable;
  instance_evaluation: InstanceEvaluationTable;
  instance_evaluation_instructor: InstanceEvaluationInstructorTable;
  participant_signature: ParticipantSignatureTable;
  waiting_list: WaitingListTable;
  work_item: WorkItemTable;
  instance_email: InstanceEmailTable;
  internal_control: InternalControlTable;
  outbox: OutboxTable;
}
