import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { classroomModule } from '../src';
import { generalData } from './course-fixtures';

export const staff = sessionCookie({ roles: ['staff'] });
export const admin = sessionCookie({ roles: ['atrium'] });

export interface CourseTestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** A course created for the file's tests. */
  course: { id: number; uuid: string };
}

/**
 * The classroom service on a database of the test file's own, with one course ("Varme arbeider") and the two
 * customers the company area would publish. The returned object is filled in before the first test runs.
 */
export function setUpCourseTestApp(): CourseTestApp {
  const context = {} as CourseTestApp;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.app = await buildTestApp(context.database.db, [classroomModule]);
    // Stands in for the view the company area publishes (same columns); report access shows its customer names.
    await sql`create schema if not exists published`.execute(context.database.db);
    await sql`create table published.company_customer (id integer primary key, name text not null, active boolean not null default true, merged_into_id integer)`.execute(
      context.database.db,
    );
    await sql`insert into published.company_customer (id, name) values (2, 'Nordsjø Energi AS'), (3, 'Svensk Bygg AB')`.execute(
      context.database.db,
    );
    context.course = await createCourse(context.app, 'Varme arbeider');
  });
  afterAll(async () => {
    await context.app.close();
    await context.database.drop();
  });
  return context;
}

export async function createCourse(app: FastifyInstance, name: string): Promise<{ id: number; uuid: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/classroom/data/clcourses/createFromGeneralData',
    headers: { cookie: staff },
    payload: generalData({ internalName: name }),
  });
  return res.json() as { id: number; uuid: string };
}
