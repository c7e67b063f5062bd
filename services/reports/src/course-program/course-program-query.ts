import type { CourseProgram, CourseProgramEnrollment, CourseProgramStatus, EnrollmentCourse } from '@atrium/reports-contract';
import type { ReportsDb } from '../db';
import { classroomCourseNames, classroomStates, ecourseNames, elearningStates, isScorm } from './published-program-licenses';

async function namesOf(db: ReportsDb, courses: { course_type: string; course_id: number }[]) {
  const ids = (type: string) => [...new Set(courses.filter((c) => c.course_type === type).map((c) => c.course_id))];
  const [classroom, elearning] = await Promise.all([classroomCourseNames(db, ids('CLASSROOM')), ecourseNames(db, ids('ELEARNING'))]);
  const names = new Map<string, string>();
  for (const row of classroom) names.set(`CLASSROOM:${row.id}`, row.name);
  for (const row of elearning) names.set(`ELEARNING:${row.id}`, row.name);
  return (type: string, id: number) => names.get(`${type}:${id}`) ?? `#${id}`;
}

/** Every programme with its courses in order, newest first. */
export async function listPrograms(db: ReportsDb, programId?: number): Promise<CourseProgram[]> {
  let query = db
    .selectFrom('course_program as p')
    .select(['p.id', 'p.title'])
    .select((eb) =>
      eb
        .selectFrom('course_program_enrollment as e')
        .whereRef('e.program_id', '=', 'p.id')
        .where('e.status', '<>', 'CANCELLED')
        .select(eb.fn.countAll<string>().as('n'))
        .as('enrolled'),
    )
    .orderBy('p.id', 'desc');
  if (programId !== undefined) query = query.where('p.id', '=', programId);
  const programs = await query.execute();
  if (programs.length === 0) return [];
  const courses = await db
    .selectFrom('course_program_course')
    .selectAll()
    .where(
      'program_id',
      'in',
      programs.map((p) => p.id),
    )
    .orderBy('position')
    .execute();
  const name = await namesOf(db, courses);
  return programs.map((program) => ({
    id: program.id,
    title: program.title,
    enrolled: Number(program.enrolled ?? 0),
    courses: courses
      .filter((c) => c.program_id === program.id)
      .map((c) => ({ courseType: c.course_type, courseId: c.course_id, name: name(c.course_type, c.course_id) })),
  }));
}

interface EnrollmentFilter {
  userId?: number;
  enrollmentIds?: number[];
  /** Null: every customer (course staff). */
  customerIds: number[] | null;
}

/** Enrolments with their courses and the state read from the licences (decision 0252), newest first. */
export async function listEnrollments(db: ReportsDb, filter: EnrollmentFilter): Promise<CourseProgramEnrollment[]> {
  let query = db
    .selectFrom('course_program_enrollment as e')
    .innerJoin('course_program as p', 'p.id', 'e.program_id')
    .select(['e.id', 'e.program_id', 'p.title', 'e.user_id', 'e.customer_id', 'e.status', 'e.enrolled_at'])
    .orderBy('e.enrolled_at', 'desc')
    .orderBy('e.id', 'desc');
  if (filter.userId !== undefined) query = query.where('e.user_id', '=', filter.userId);
  if (filter.enrollmentIds !== undefined) query = query.where('e.id', 'in', filter.enrollmentIds);
  if (filter.customerIds !== null) query = query.where('e.customer_id', 'in', filter.customerIds.length ? filter.customerIds : [0]);
  const enrollments = await query.execute();
  if (enrollments.length === 0) return [];
  const licenses = await db
    .selectFrom('course_program_license')
    .selectAll()
    .where(
      'enrollment_id',
      'in',
      enrollments.map((e) => e.id),
    )
    .orderBy('position')
    .execute();
  const idsOf = (type: string) => licenses.filter((l) => l.course_type === type && l.license_id !== null).map((l) => l.license_id!);
  const [classroom, elearning, name] = await Promise.all([
    classroomStates(db, idsOf('CLASSROOM')),
    elearningStates(db, idsOf('ELEARNING')),
    namesOf(db, licenses),
  ]);
  return enrollments.map((enrollment) => {
    const rows = licenses.filter((l) => l.enrollment_id === enrollment.id);
    const states = rows.map((row) =>
      row.license_id === null ? undefined : (row.course_type === 'CLASSROOM' ? classroom : elearning).get(row.license_id),
    );
    const completed = enrollment.status !== 'CANCELLED' && states.length > 0 && states.every((state) => state?.passed === true);
    const status: CourseProgramStatus = completed ? 'APPROVED' : enrollment.status;
    const courses: EnrollmentCourse[] = rows.map((row, index) => {
      const state = states[index];
      const licenseState = !state ? 'none' : state.passed ? 'passed' : state.cancelled ? 'cancelled' : 'open';
      const swappable =
        row.course_type === 'CLASSROOM'
          ? status === 'ENROLLED' && licenseState === 'open'
          : (status === 'ENROLLED' || status === 'PENDING') && state?.ongoing === true && !isScorm(state.packageType);
      return {
        position: row.position,
        courseType: row.course_type,
        courseId: row.course_id,
        name: name(row.course_type, row.course_id),
        licenseId: row.license_id,
        licenseState,
        startDate: state?.startDate ?? null,
        swappable,
      };
    });
    return {
      enrollmentId: enrollment.id,
      programId: enrollment.program_id,
      courseProgramTitle: enrollment.title,
      userId: enrollment.user_id,
      customerId: enrollment.customer_id,
      status,
      completed,
      ongoing: !completed && (status === 'ENROLLED' || status === 'PENDING'),
      enrolledAt: enrollment.enrolled_at.toISOString(),
      courses,
    };
  });
}
