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

export interface InstructorPageTables {
  material_handover: MaterialHandoverTable;
  instance_test: InstanceTestTable;
}
