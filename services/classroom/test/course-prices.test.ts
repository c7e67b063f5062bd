import { setUpCourseTestApp, staff } from './course-test-app';
import { isoDay } from './fixtures';

const context = setUpCourseTestApp();

describe('prices', () => {
  const url = () => `/api/classroom/data/clcourses/${context.course.id}/prices`;
  const add = (payload: object) => context.app.inject({ method: 'POST', url: url(), headers: { cookie: staff }, payload });

  it('stores minor units as sent and lists them', async () => {
    const res = await add({ value: 345050, currency: 'NOK', fromDate: isoDay(-10), toDate: isoDay(10) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), value: 345050, currency: 'NOK', fromDate: isoDay(-10), toDate: isoDay(10) });
    expect((await context.app.inject({ url: url(), headers: { cookie: staff } })).json()).toHaveLength(1);
  });

  it('refuses a fractional amount and an end before the start, naming the field', async () => {
    const fraction = await add({ value: 10.5, currency: 'NOK', fromDate: isoDay(0), toDate: isoDay(1) });
    expect(Object.keys(fraction.json().fields)).toEqual(['body.value']);
    const reversed = await add({ value: 100, currency: 'NOK', fromDate: isoDay(5), toDate: isoDay(1) });
    expect(reversed.json().fields).toEqual({ 'body.toDate': 'courses.classroom.invalid.priceDates' });
  });

  it('deletes a price only while its end date is not past', async () => {
    const ended = (await add({ value: 100, currency: 'SEK', fromDate: isoDay(-30), toDate: isoDay(-1) })).json();
    const endsToday = (await add({ value: 100, currency: 'EUR', fromDate: isoDay(-30), toDate: isoDay(0) })).json();
    const refused = await context.app.inject({ method: 'DELETE', url: `${url()}/${ended.id}`, headers: { cookie: staff } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^priceId:/);
    expect((await context.app.inject({ method: 'DELETE', url: `${url()}/${endsToday.id}`, headers: { cookie: staff } })).statusCode).toBe(
      204,
    );
    expect((await context.app.inject({ method: 'DELETE', url: `${url()}/${endsToday.id}`, headers: { cookie: staff } })).statusCode).toBe(
      404,
    );
  });
});
