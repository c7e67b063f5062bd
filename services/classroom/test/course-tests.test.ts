import { setUpCourseTestApp, staff } from './course-test-app';

const context = setUpCourseTestApp();

describe('pre- and post-tests', () => {
  it('gets, sets the pre-test and adds empty exams', async () => {
    const get = async () =>
      (
        await context.app.inject({
          url: `/api/classroom/data/clcourses/getClassroomCourseTests/${context.course.uuid}`,
          headers: { cookie: staff },
        })
      ).json();
    expect(await get()).toEqual({ classroomCourseTests: { preTest: null, exams: [] } });
    const exam = await context.app.inject({
      method: 'POST',
      url: `/api/classroom/data/clcourses/addEmptyExamForClassroomCourse/${context.course.uuid}`,
      headers: { cookie: staff },
    });
    expect(exam.json()).toEqual({ id: expect.any(Number), testType: 'exam', questionSetId: null });
    const update = (test: object) =>
      context.app.inject({
        method: 'POST',
        url: '/api/classroom/data/clcourses/updateClassroomCourseTest',
        headers: { cookie: staff },
        payload: { classroomCourseId: context.course.id, test },
      });
    expect((await update({ testType: 'preTest', questionSetId: 11 })).statusCode).toBe(200);
    expect((await update({ testType: 'preTest', questionSetId: 12 })).json()).toMatchObject({ testType: 'preTest', questionSetId: 12 });
    expect((await update({ id: exam.json().id, testType: 'exam', questionSetId: 13 })).json()).toMatchObject({ questionSetId: 13 });
    expect(await get()).toEqual({
      classroomCourseTests: {
        preTest: { id: expect.any(Number), testType: 'preTest', questionSetId: 12 },
        exams: [{ id: exam.json().id, testType: 'exam', questionSetId: 13 }],
      },
    });
    expect(
      (await context.app.inject({ url: '/api/classroom/data/clcourses/getClassroomCourseTests/not-a-uuid', headers: { cookie: staff } }))
        .statusCode,
    ).toBe(400);
  });
});
