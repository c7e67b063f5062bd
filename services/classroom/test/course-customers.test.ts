import { sql } from 'kysely';
import { setUpCourseTestApp, staff } from './course-test-app';

const context = setUpCourseTestApp();

describe('report access', () => {
  const base = () => `/api/classroom/data/clcourses/${context.course.id}/reportAccess`;

  it('turns report access on and adds, deletes and clears customers', async () => {
    expect(
      (await context.app.inject({ method: 'PUT', url: base(), headers: { cookie: staff }, payload: { reportAccess: true } })).json(),
    ).toEqual({
      reportAccess: true,
      customers: [],
    });
    await context.app.inject({ method: 'POST', url: `${base()}/customers`, headers: { cookie: staff }, payload: { customerId: 2 } });
    const added = await context.app.inject({
      method: 'POST',
      url: `${base()}/customers`,
      headers: { cookie: staff },
      payload: { customerId: 3 },
    });
    expect(added.json().customers).toEqual([
      { customerId: 2, customerName: 'Nordsjø Energi AS' },
      { customerId: 3, customerName: 'Svensk Bygg AB' },
    ]);
    const deleted = await context.app.inject({ method: 'DELETE', url: `${base()}/customers/2`, headers: { cookie: staff } });
    expect(deleted.json().customers).toEqual([{ customerId: 3, customerName: 'Svensk Bygg AB' }]);
    const cleared = await context.app.inject({ method: 'DELETE', url: `${base()}/customers`, headers: { cookie: staff } });
    expect(cleared.json()).toEqual({ reportAccess: true, customers: [] });
    const search = await context.app.inject({ url: '/api/classroom/data/clcourses/customers?q=nord', headers: { cookie: staff } });
    expect(search.json()).toEqual([{ customerId: 2, customerName: 'Nordsjø Energi AS' }]);
  });

  it('publishes the customers with report access while the switch is on (the company area reads it, decision 0260)', async () => {
    const published = async () =>
      (
        await sql<{ customer_id: number }>`
          select customer_id from published.classroom_report_customer where course_id = ${context.course.id}`.execute(context.database.db)
      ).rows;
    const put = (reportAccess: boolean) =>
      context.app.inject({ method: 'PUT', url: base(), headers: { cookie: staff }, payload: { reportAccess } });
    await put(true);
    await context.app.inject({ method: 'POST', url: `${base()}/customers`, headers: { cookie: staff }, payload: { customerId: 3 } });
    expect(await published()).toEqual([{ customer_id: 3 }]);
    await put(false);
    expect(await published()).toEqual([]);
    await context.app.inject({ method: 'DELETE', url: `${base()}/customers`, headers: { cookie: staff } });
  });

  it('keeps framework agreements per customer', async () => {
    const url = `/api/classroom/data/clcourses/${context.course.id}/frameworkAgreements`;
    const added = (
      await context.app.inject({
        method: 'POST',
        url,
        headers: { cookie: staff },
        payload: { customerId: 2, description: 'Rammeavtale 2025' },
      })
    ).json();
    expect(added).toEqual([{ id: expect.any(Number), customerId: 2, customerName: 'Nordsjø Energi AS', description: 'Rammeavtale 2025' }]);
    const removed = await context.app.inject({ method: 'DELETE', url: `${url}/${added[0].id}`, headers: { cookie: staff } });
    expect(removed.json()).toEqual([]);
  });
});
