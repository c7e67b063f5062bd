import { DEFAULT_HANDOVER_METHOD, type InstanceFileType, type InstructorMaterial } from '@atrium/classroom-contract';
import type { ClassroomDb } from '../db';

/**
 * The files of an instance as the instructor page lists them: the course's own files (shared by all its instances,
 * its manual) first, then the instance's with their types, each with its handover method for this instance (digital
 * unless set). The page splits them into course materials and scanned documents by type (document 002 §3).
 */
export async function instructorMaterials(db: ClassroomDb, cliId: number): Promise<InstructorMaterial[]> {
  const rows = await db
    .selectFrom('classroom_course_instance as i')
    .innerJoin('classroom_course_file as l', 'l.classroom_course_id', 'i.classroom_course_id')
    .innerJoin('media_file as f', 'f.id', 'l.media_file_id')
    .select(['f.id', 'f.file_name as fileName', 'f.content_type as contentType', 'f.size_bytes as sizeBytes', 'l.position'])
    .select((eb) => [eb.val<'course' | 'instance'>('course').as('owner'), eb.val<InstanceFileType>('COURSEMANUAL').as('fileType')])
    .where('i.id', '=', cliId)
    .unionAll(
      db
        .selectFrom('classroom_course_instance_file as l')
        .innerJoin('media_file as f', 'f.id', 'l.media_file_id')
        .select(['f.id', 'f.file_name as fileName', 'f.content_type as contentType', 'f.size_bytes as sizeBytes', 'l.position'])
        .select((eb) => [
          eb.val<'course' | 'instance'>('instance').as('owner'),
          eb.cast<InstanceFileType>('l.file_type', 'text').as('fileType'),
        ])
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

/** Whether the instructor has accepted the instance's course materials (the work item of document 002 §4). */
export async function materialsAccepted(db: ClassroomDb, cliId: number): Promise<boolean> {
  const accepted = await db
    .selectFrom('work_item')
    .select('done')
    .where('cli_id', '=', cliId)
    .where('key', '=', 'acceptCourseMaterials')
    .executeTakeFirst();
  return accepted?.done === true;
}
