import { DEFAULT_HANDOVER_METHOD, type InstructorMaterial } from '@atrium/classroom-contract';
import type { ClassroomDb } from '../db';

/**
 * The materials of an instance as the instructor page lists them: the course's own files (shared by all its
 * instances) first, then the instance's, each with its handover method for this instance (digital unless set).
 */
export async function instructorMaterials(db: ClassroomDb, cliId: number): Promise<InstructorMaterial[]> {
  const rows = await db
    .selectFrom('classroom_course_instance as i')
    .innerJoin('classroom_course_file as l', 'l.classroom_course_id', 'i.classroom_course_id')
    .innerJoin('media_file as f', 'f.id', 'l.media_file_id')
    .select(['f.id', 'f.file_name as fileName', 'f.content_type as contentType', 'f.size_bytes as sizeBytes', 'l.position'])
    .select((eb) => eb.val<'course' | 'instance'>('course').as('owner'))
    .where('i.id', '=', cliId)
    .unionAll(
      db
        .selectFrom('classroom_course_instance_file as l')
        .innerJoin('media_file as f', 'f.id', 'l.media_file_id')
        .select(['f.id', 'f.file_name as fileName', 'f.content_type as contentType', 'f.size_bytes as sizeBytes', 'l.position'])
        .select((eb) => eb.val<'course' | 'instance'>('instance').as('owner'))
        .where('l.cli_id', '=', cliId),
    )
    .execute();
  const methods = await handoverMethodsOf(
    db,
    cliId,
    rows.map((row) => row.id),
  );
  const order = { course: 0, instance: 1 } as const;
  return [...rows]
    .sort((a, b) => order[a.owner] - order[b.owner] || a.position - b.position || a.id - b.id)
    .filter((row, index, all) => all.findIndex((other) => other.id === row.id) === index)
    .map(({ position: _position, ...row }) => ({ ...row, handoverMethod: methods.get(row.id) ?? DEFAULT_HANDOVER_METHOD }));
}

/** The handover methods set for these files of the instance; a file without one is digital. */
export async function handoverMethodsOf(db: ClassroomDb, cliId: number, fileIds: readonly number[]) {
  const rows = await db
    .selectFrom('material_handover')
    .select(['media_file_id', 'handover_method'])
    .where('cli_id', '=', cliId)
    .where('media_file_id', 'in', [0, ...fileIds])
    .execute();
  return new Map(rows.map((row) => [row.media_file_id, row.handover_method]));
}
