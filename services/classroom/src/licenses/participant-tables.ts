import type { ColumnType, Generated } from 'kysely';
import type { ParticipantStatus } from '@atrium/classroom-contract';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

interface ParticipantTable {
  id: Generated<number>;
  uuid: Generated<string>;
  cli_id: number;
  /** A users-area user id. */
  user_id: number;
  /** The company-area customer the license was bought for. */
  customer_id: number | null;
  status: Defaulted<ParticipantStatus>;
  /** 'YYYY-MM-DD', set exactly when the status is approved. */
  approved: string | null;
  approved_at: Date | null;
  approved_by: number | null;
  /** Set exactly when the status is cancelled or coursecancelled. */
  cancelled_at: Date | null;
  cancelled_by: number | null;
  /** Minor units. */
  cancellation_fee: Defaulted<number>;
  as_part_of_course_program: Defaulted<boolean>;
  created: Generated<Date>;
  /** Test results (migration 0016). */
  pretest: Defaulted<number | null>;
  posttest: Defaulted<number | null>;
}

interface ReservationTable {
  id: Generated<number>;
  cli_id: number;
  seats: number;
  comment: string | null;
  created: Generated<Date>;
}

export interface ParticipantTables {
  participant: ParticipantTable;
  reservation: ReservationTable;
}
