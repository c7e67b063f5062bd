import type { Browser } from '@playwright/test';
import { login } from './session';

/** Ids of the demo data the parameterised screens open, read from the API as the demo admin and instructor. */
export interface DemoIds {
  ecourse: number;
  ecourseLicense: number;
  clcourse: number;
  instance: number;
  taughtInstance: number;
  instructor: number;
  hotwork: number;
  coursePlace: number;
  companyUser: number;
  user: number;
}

export async function demoIds(browser: Browser): Promise<DemoIds> {
  const read = async (person: string, calls: string[]) => {
    const page = await browser.newPage();
    await login(page, person, '/mypage');
    const answers = await Promise.all(calls.map(async (url) => (await page.request.get(url)).json() as Promise<unknown>));
    await page.close();
    return answers;
  };
  const [instances, ecourses, hotworks, places] = (await read('admin', [
    '/api/classroom/clicourses?limit=1',
    '/api/elearning/data/ecourses',
    '/api/elearning/data/hotworks/list',
    '/api/classroom/data/courseplaces',
  ])) as [
    { items: { id: number; courseClassroom: number }[] },
    { items: { elearning: { id: number } }[] },
    { id: number }[],
    { id: number }[],
  ];
  // The instructor's calendar around today (at most 180 days), where the demo data plans their courses.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const calendar = `/api/classroom/data/instructor-course-calendar-list?dateStart=${day(-90)}&dateEnd=${day(89)}`;
  const [taught] = (await read('instructor', [calendar])) as [{ instanceId: number; instructors: { id: number }[] }[]];
  return {
    ecourse: ecourses.items[0]!.elearning.id,
    // Ada Admin holds licenses 1 to 3 of the fixture packages (README's demo data).
    ecourseLicense: 1,
    clcourse: instances.items[0]!.courseClassroom,
    instance: instances.items[0]!.id,
    taughtInstance: taught[0]!.instanceId,
    instructor: taught[0]!.instructors[0]!.id,
    hotwork: hotworks[0]!.id,
    coursePlace: places[0]!.id,
    // The demo people in the order services/users/src/seed-demo.ts makes them: Stian Staff 2, Carl Company 4.
    companyUser: 4,
    user: 2,
  };
}
