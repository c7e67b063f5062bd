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

export interface ClassroomManagementTables {
  participant_signature: ParticipantSignatureTable;
  waiting_list: WaitingListTable;
  work_item: WorkItemTable;
  instance_email: InstanceEmailTable;
  outbox: OutboxTable;
}
