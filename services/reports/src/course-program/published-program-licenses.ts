import { HttpError, publishedRefusal } from '@atrium/service-core';
import { COURSE_PROGRAM_ERRORS, type CourseProgramInstance } from '@atrium/reports-contract';
import { sql } from 'kysely';
import type { ReportsDb } from '../db';

// The classroom and e-learning areas' licences of a programme, only through what they publish (decision 0252):
// their views to read, their functions to create and cancel, inside the sales area's transaction.

interface ProgramLicenseState {
  cancelled: boolean;
  passed: boolean;
  /** E-learning: ongoing (document 002 §4); classroom: not cancelled and not passed. */
  ongoing: boolean;
  /** E-learning: the package's type (scorm12, scorm2004, cmi5). */
  packageType: string | null;
  /** Classroom: the instance's start. */
  startDate: string | null;
}

const SCORM_TYPES = new Set(['scorm12', 'scorm2004']);
export const isScorm = (packageType: string | null) => packageType !== null && SCORM_TYPES.has(packageType);

export async function classroomStates(db: ReportsDb, ids: number[]): Promise<Map<number, ProgramLicenseState>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ id: number; start_date: string | null; cancelled: boolean; passed: boolean }>`
    select id, to_char(start_date, 'YYYY-MM-DD') as start_date, cancelled, passed
    from published.classroom_program_participant where id = any(${ids}::int[])`.execute(db);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        cancelled: row.cancelled,
        passed: row.passed,
        ongoing: !row.cancelled && !row.passed,
        packageType: null,
        startDate: row.start_date,
      },
    ]),
  );
}

export async function elearningStates(db: ReportsDb, ids: number[]): Promise<Map<number, ProgramLicenseState>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ id: number; cancelled: boolean; passed: boolean; ongoing: boolean; package_type: string | null }>`
    select id, cancelled, passed, ongoing, package_type
    from published.elearning_program_license where id = any(${ids}::int[])`.execute(db);
  return new Map(
    rows.map((row) => [
      row.id,
      { cancelled: row.cancelled, passed: row.passed, ongoing: row.ongoing, packageType: row.package_type, startDate: null },
    ]),
  );
}

export async function classroomCourseNames(db: ReportsDb, ids?: number[]): Promise<{ id: number; name: string }[]> {
  const { rows } = await sql<{ id: number; name: string }>`
    select id, name from published.classroom_program_course
    where ${ids === undefined ? sql`true` : sql`id = any(${ids}::int[])`} order by name, id`.execute(db);
  return rows;
}

/** E-courses by name; `startable` limits them to those that can start (what a swap may move to). */
export async function ecourseNames(db: ReportsDb, ids?: number[], startable = false): Promise<{ id: number; name: string }[]> {
  const { rows } = await sql<{ id: number; name: string }>`
    select id, name from published.elearning_import_course
    where ${ids === undefined ? sql`true` : sql`id = any(${ids}::int[])`} and (${!startable} or can_start)
    order by name, id`.execute(db);
  return rows;
}

/** Instances of the classroom courses a seat may be taken on: not cancelled, not started, a seat free. */
export async function openInstances(db: ReportsDb, courseIds: number[]): Promise<CourseProgramInstance[]> {
  if (courseIds.length === 0) return [];
  const { rows } = await sql<{
    id: number;
    course_id: number;
    name: string;
    start_date: string | null;
    place_name: string | null;
    free_seats: number | null;
  }>`select id, course_id, name, to_char(start_date, 'YYYY-MM-DD') as start_date, place_name, free_seats
     from published.classroom_import_instance
     where course_id = any(${courseIds}::int[]) and status is distinct from 4 and start_date > current_date
       and (free_seats is null or free_seats > 0)
     order by start_date, id`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    courseId: row.course_id,
    name: row.name,
    startDate: row.start_date,
    placeName: row.place_name,
    freeSeats: row.free_seats,
  }));
}

/** The classroom function's own refusals, as the message keys a person reads. */
function seatRefusal(error: unknown): HttpError | undefined {
  const refusal = publishedRefusal(error);
  if (!refusal) return undefined;
  if (refusal.message.startsWith('not enough seats')) return new HttpError(409, COURSE_PROGRAM_ERRORS.notEnoughSeats);
  if (refusal.message.startsWith('unknown course instance')) return new HttpError(404, COURSE_PROGRAM_ERRORS.wrongInstance);
  return refusal;
}

export async function grantElearningLicense(db: ReportsDb, ecourseId: number, customerId: number, userId: number): Promise<number> {
  try {
    const { rows } = await sql<{ id: number }>`
      select published.elearning_grant_program_license(${ecourseId}, ${customerId}, ${userId}) as id`.execute(db);
    return rows[0]!.id;
  } catch (error) {
    throw publishedRefusal(error) ?? error;
  }
}

export async function takeClassroomSeat(db: ReportsDb, cliId: number, customerId: number, userId: number): Promise<number> {
  try {
    const { rows } = await sql<{ id: number }>`
      select published.classroom_enrol_program_participant(${cliId}, ${customerId}, ${userId}) as id`.execute(db);
    return rows[0]!.id;
  } catch (error) {
    throw seatRefusal(error) ?? error;
  }
}

export async function cancelProgramLicenses(db: ReportsDb, classroomIds: number[], elearningIds: number[], by: number): Promise<void> {
  if (classroomIds.length > 0) await sql`select published.classroom_cancel_program_participants(${classroomIds}::int[], ${by})`.execute(db);
  if (elearningIds.length > 0) await sql`select published.elearning_cancel_program_licenses(${elearningIds}::int[], ${by})`.execute(db);
}
