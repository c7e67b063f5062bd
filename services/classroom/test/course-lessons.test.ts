import { setUpCourseTestApp, staff } from './course-test-app';

const context = setUpCourseTestApp();

describe('linked e-learning lessons', () => {
  it('are saved only once allowed, and removed', async () => {
    const base = `/api/classroom/data/clcourses/${context.course.id}/elearningLessons`;
    const lesson = { courseElearningId: 5, epkgLessonId: 50, description: 'Intro' };
    expect((await context.app.inject({ method: 'POST', url: base, headers: { cookie: staff }, payload: lesson })).statusCode).toBe(400);
    await context.app.inject({ method: 'POST', url: `${base}/allow`, headers: { cookie: staff }, payload: { allowed: true } });
    const saved = (await context.app.inject({ method: 'POST', url: base, headers: { cookie: staff }, payload: lesson })).json();
    expect(saved).toEqual({ allowed: true, lessons: [{ id: expect.any(Number), ...lesson }] });
    const removed = await context.app.inject({ method: 'DELETE', url: `${base}/${saved.lessons[0].id}`, headers: { cookie: staff } });
    expect(removed.json()).toEqual({ allowed: true, lessons: [] });
  });
});
