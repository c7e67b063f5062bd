import { expect, type Browser } from '@playwright/test';
import { login } from './session';

const INGRID = 3; // the demo instructor
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Staff plan an instance of the second demo course in 5 days that Ingrid teaches, with two participants. */
export async function plannedCourse(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await login(staff, 'staff', '/clcourses');
  const created = await staff.request.post('/api/classroom/clicourses', {
    data: {
      courseClassroom: 2,
      status: 3,
      sku: `E2E-TEACH-${Date.now()}`,
      numParticipants: { minParticipants: null, maxParticipants: 10 },
      firstDate: isoDay(5),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const happening = await staff.request.post(`/api/classroom/clicourse/${id}/classroomhappenings`, {
    data: { date: isoDay(5), fromTime: '08:00', toTime: '15:00', instructors: [INGRID] },
  });
  expect(happening.status()).toBe(201);
  await staff.request.post(`/api/classroom/data/classroom-management/${id}/editExternalInfo`, {
    data: { info: 'Bring boots\nand a helmet' },
  });
  const added = await staff.request.post(`/api/classroom/data/classroom-management/${id}/addParticipants`, {
    data: {
      participants: [
        { userId: 1, customerId: 1 },
        { userId: 4, customerId: 2 },
      ],
      sendmail: false,
    },
  });
  expect(added.status()).toBe(200);
  await context.close();
  return id;
}
