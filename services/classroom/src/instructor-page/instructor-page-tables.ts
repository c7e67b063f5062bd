import type { Generated } from 'kysely';
import type { HandoverMethod } from '@atrium/classroom-contract';

/** How a course material of an instance is handed over when it is not digital (migration 0080). */
interface MaterialHandoverTable {
  cli_id: number;
  media_file_id: number;
  handover_method: HandoverMethod;
  changed_at: Generated<Date>;
  changed_by: number | null;
}

export interface InstructorPageTables {
  material_handover: MaterialHandoverTable;
}
