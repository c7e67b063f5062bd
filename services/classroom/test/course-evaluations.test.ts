import { classroomDb } from '../src/db';
import { setUpCourseTestApp, staff } from './course-test-app';

const context = setUpCourseTestApp();

describe('evaluations', () => {
  it('answers the average to 2 decimals, star counts and the comments; starring persists', async () => {
    const db = classroomDb(context.database.db);
    const rows = await db
      .insertInto('classroom_course_evaluation')
      .values(
        [5, 4, 4].map((rating, index) => ({
          classroom_course_id: context.course.id,
          rating,
          comment: `c${index}`,
          answered: `2025-0${index + 1}-01T10:00:00Z`,
        })),
      )
      .returning('id')
      .execute();
    const url = `/api/classroom/data/clcourses/${context.course.id}/evaluations`;
    const overview = (await context.app.inject({ url, headers: { cookie: staff } })).json();
    expect(overview.average).toBe(4.33);
    expect(overview.counts).toEqual([0, 0, 0, 2, 1]);
    expect(overview.evaluations).toHaveLength(3);
    const star = await context.app.inject({
      method: 'POST',
      url: `/api/classroom/data/clcourses/evaluations/${rows[0]!.id}/starred`,
      headers: { cookie: staff },
      payload: { starred: true },
    });
    expect(star.json()).toMatchObject({ id: rows[0]!.id, starred: true, answered: '2025-01-01T10:00:00.000Z' });
    const again = (await context.app.inject({ url, headers: { cookie: staff } })).json();
    expect(again.evaluations.find((e: { id: number }) => e.id === rows[0]!.id).starred).toBe(true);
  });
});
