import type { Generated } from 'kysely';
import type { HandoverMethod, TestType } from '@atrium/classroom-contract';

/** How a course material of an instance is handed over when it is not digital (migration 0080). */
interface MaterialHandoverTable {
  cli_id: number;
  media_file_id: number;
  handover_method: HandoverMethod;
  changed_at: Generated<Date>;
  changed_by: number | null;
}

/** An instance's own pre-test or exam and its task set (migration 0081). */
interface InstanceTestTable {
  id: Generated<number>;
  cli_id: number;
  test_type: TestType;
  question_set_id: number | null;
}

/** An instructor's cancel of their own part in a course date (migration 0094, decision 0244). */
interface InstructorCancellationTable {
  happening_id: number;
  cli_id: number;
  instructor_id: number;
  cancelled_at: Generated<Date>;
  comment: string | null;
}

export interface InstructorPageTables {
  instructor_cancellation: InstructorCancellationTable;
  material_handover: MaterialHandoverTable;
  instance_test: InstanceTestTable;
}
