import { sessionCookie } from '@atrium/service-core/testing';
import { setUpCourseTestApp, staff } from './course-test-app';

const context = setUpCourseTestApp();

describe('notes', () => {
  it('are kept per type with their author', async () => {
    const url = `/api/classroom/data/clcourses/${context.course.id}/comments/note`;
    const cookie = sessionCookie({ roles: ['staff'], username: 'stian' });
    const res = await context.app.inject({ method: 'POST', url, headers: { cookie }, payload: { text: 'Husk prosjektor' } });
    expect(res.json()).toEqual([
      { id: expect.any(Number), type: 'note', text: 'Husk prosjektor', authorName: 'stian', createdAt: expect.any(String) },
    ]);
    expect((await context.app.inject({ method: 'POST', url, headers: { cookie }, payload: { text: '  ' } })).statusCode).toBe(400);
    expect(
      (await context.app.inject({ url: `/api/classroom/data/clcourses/${context.course.id}/comments/other`, headers: { cookie } }))
        .statusCode,
    ).toBe(400);
  });

  it('lists no responsible users when the users area is absent', async () => {
    expect(
      (await context.app.inject({ url: '/api/classroom/data/clcourses/responsibleUsers', headers: { cookie: staff } })).json(),
    ).toEqual([]);
  });
});
