import { classroomDb } from '../src/db';
import { admin, createCourse, setUpCourseTestApp, staff } from './course-test-app';

const context = setUpCourseTestApp();

describe('quote codes', () => {
  const put = (id: number, payload: object, cookie = admin) =>
    context.app.inject({ method: 'PUT', url: `/api/classroom/data/clcourses/${id}/quoteCodes`, headers: { cookie }, payload });
  const validate = (query: string, cookie = admin) =>
    context.app.inject({ url: `/api/classroom/data/clcourses/quoteCodes/validate?${query}`, headers: { cookie } });

  it('are editable by platform admins only, and only with a product id', async () => {
    const codes = [{ locale: 'nb_NO', code: 'VA1' }];
    expect((await put(context.course.id, codes, staff)).statusCode).toBe(403);
    const noProduct = await put(context.course.id, codes);
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.json().message).toMatch(/^productId:/);
    await classroomDb(context.database.db)
      .updateTable('classroom_course')
      .set({ product_id: '100100' })
      .where('id', '=', context.course.id)
      .execute();
    const res = await put(context.course.id, [...codes, { locale: 'sv_SE', code: '' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(codes);
  });

  it('must be unique among the non-empty ones', async () => {
    const res = await put(context.course.id, [
      { locale: 'nb_NO', code: 'SAME' },
      { locale: 'en_US', code: 'same' },
      { locale: 'sv_SE', code: '' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'body.0.code': 'courses.classroom.invalid.quoteCodeDuplicate',
      'body.1.code': 'courses.classroom.invalid.quoteCodeDuplicate',
    });
    const other = await createCourse(context.app, 'Brannvern');
    await classroomDb(context.database.db)
      .updateTable('classroom_course')
      .set({ product_id: '100200' })
      .where('id', '=', other.id)
      .execute();
    const taken = await put(other.id, [{ locale: 'nb_NO', code: 'va1' }]);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toMatch(/^body\.0\.code:/);
  });

  it('are checked with the server; an empty code counts as not existing, nor does the course’s own', async () => {
    expect((await validate('code=VA1')).json()).toEqual({ exists: true });
    expect((await validate(`code=VA1&classroomCourseId=${context.course.id}`)).json()).toEqual({ exists: false });
    expect((await validate('code=')).json()).toEqual({ exists: false });
    expect((await validate('code=NOPE')).json()).toEqual({ exists: false });
    expect((await validate('code=VA1', staff)).statusCode).toBe(403);
  });
});
