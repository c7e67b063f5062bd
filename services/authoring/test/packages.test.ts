import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { authoringModule } from '../src';
import { BASE, call, learner, newLesson, newPackage, newTask, otherAuthor, texts } from './authoring-fixtures';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [authoringModule]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('answers the customer details to authors and 404 to anyone else (the screens go to noaccess)', async () => {
  const res = await call(app, 'GET', '/customer');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ customerId: 1, defaultLocale: 'nb_NO' });
  expect((await call(app, 'GET', '/customer', undefined, learner)).statusCode).toBe(404);
  expect((await app.inject({ url: `${BASE}/customer` })).statusCode).toBe(401);
  expect((await call(app, 'GET', '/packages', undefined, learner)).statusCode).toBe(403);
});

it('saves a package with defaults: development, 70 % when the exam is on, the framework of its version', async () => {
  const created = await newPackage(app, { exam: true, softwareVersion: 'EC2' });
  const res = await call(app, 'GET', `/package/${created.uuid}`);
  expect(res.json()).toMatchObject({
    status: 'development',
    exam: true,
    examPercentRequired: 70,
    frameworkUrl: '/elearningpackage/framework/app-course/',
    chapters: [],
    examGroups: [],
  });
  const html5 = await newPackage(app, { softwareVersion: 'EC3' });
  expect((await call(app, 'GET', `/package/${html5.uuid}`)).json()).toMatchObject({ frameworkUrl: '/elearningpackage/framework/html5/' });
  const kept = await call(app, 'POST', '/package', {
    uuid: created.uuid,
    internalName: 'Renamed',
    locale: 'en_US',
    exam: true,
    examPercentRequired: 0,
  });
  expect(kept.json()).toMatchObject({ internalName: 'Renamed', examPercentRequired: 0 });
});

it('refuses bad input naming the field, and another customer\u2019s package as not found', async () => {
  const bad = await call(app, 'POST', '/package', { internalName: '', locale: 'en_US' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().fields).toHaveProperty(['body.internalName']);
  expect((await call(app, 'POST', '/package', { internalName: 'x', locale: 'de_DE' })).statusCode).toBe(400);
  expect(
    (await call(app, 'POST', '/package', { internalName: 'x', locale: 'en_US', examPercentRequired: 101 })).json().fields,
  ).toHaveProperty(['body.examPercentRequired']);
  const mine = await newPackage(app);
  expect((await call(app, 'GET', `/package/${mine.uuid}`, undefined, otherAuthor)).statusCode).toBe(404);
  expect((await call(app, 'GET', '/package/not-a-uuid')).statusCode).toBe(400);
});

it('lists with the stored filter: all non-archived by default, each status, all', async () => {
  const archived = await newPackage(app, { internalName: 'Old course', status: 'archived' });
  await newPackage(app, { internalName: 'Testing course', status: 'testing' });
  expect((await call(app, 'GET', '/packages/filter')).json()).toEqual({ filter: 'all-non-archived' });
  const names = async (filter: string) =>
    ((await call(app, 'GET', `/packages?filter=${filter}`)).json() as { rows: { internalName: string }[] }).rows.map(
      (row) => row.internalName,
    );
  expect(await names('all-non-archived')).not.toContain('Old course');
  expect(await names('archived')).toEqual(['Old course']);
  expect(await names('testing')).toEqual(['Testing course']);
  expect(await names('all')).toEqual(expect.arrayContaining(['Old course', 'Testing course']));
  expect((await call(app, 'GET', '/packages?filter=bogus')).statusCode).toBe(400);
  expect((await call(app, 'PUT', '/packages/filter', { filter: 'testing' })).statusCode).toBe(204);
  expect((await call(app, 'PUT', '/packages/filter', { filter: 'archived' })).statusCode).toBe(204);
  expect((await call(app, 'GET', '/packages/filter')).json()).toEqual({ filter: 'archived' });
  expect((await call(app, 'GET', '/packages/filter', undefined, otherAuthor)).json()).toEqual({ filter: 'all-non-archived' });
  expect((await call(app, 'GET', `/packages?filter=all`, undefined, otherAuthor)).json().rows).not.toContainEqual(
    expect.objectContaining({ uuid: archived.uuid }),
  );
});

it('keeps chapters and lessons in order, rearranges them, and fixes the order once published', async () => {
  const pkg = await newPackage(app);
  let detail = (await call(app, 'POST', `/package/${pkg.uuid}/chapter`, { texts: texts('One') })).json();
  detail = (await call(app, 'POST', `/package/${pkg.uuid}/chapter`, { texts: texts('Two') })).json();
  const [one, two] = detail.chapters as { id: number }[];
  const a = await newLesson(app, { texts: texts('A') });
  const b = await newLesson(app, { texts: texts('B') });
  await call(app, 'POST', `/package/${pkg.uuid}/chapter/${one!.id}/lessons`, { lessonUuid: a.uuid });
  await call(app, 'POST', `/package/${pkg.uuid}/chapter/${one!.id}/lessons`, { lessonUuid: b.uuid });
  // Attaching again changes nothing.
  detail = (await call(app, 'POST', `/package/${pkg.uuid}/chapter/${one!.id}/lessons`, { lessonUuid: a.uuid })).json();
  expect(detail.chapters[0].lessons.map((lesson: { uuid: string }) => lesson.uuid)).toEqual([a.uuid, b.uuid]);

  detail = (await call(app, 'PUT', `/package/${pkg.uuid}/chapter/${one!.id}/lessons/order`, { ids: [b.id, a.id] })).json();
  expect(detail.chapters[0].lessons.map((lesson: { uuid: string }) => lesson.uuid)).toEqual([b.uuid, a.uuid]);
  detail = (await call(app, 'PUT', `/package/${pkg.uuid}/chapters/order`, { ids: [two!.id, one!.id] })).json();
  expect(detail.chapters.map((chapter: { texts: { en_US: { title: string } } }) => chapter.texts.en_US.title)).toEqual(['Two', 'One']);
  // A stale order (a chapter missing) is refused.
  expect((await call(app, 'PUT', `/package/${pkg.uuid}/chapters/order`, { ids: [one!.id] })).statusCode).toBe(409);

  await call(app, 'POST', '/package', { uuid: pkg.uuid, internalName: 'Safety basics', locale: 'en_US', status: 'published' });
  const refused = await call(app, 'PUT', `/package/${pkg.uuid}/chapter/${one!.id}/lessons/order`, { ids: [a.id, b.id] });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe('kpg.order.published');

  detail = (await call(app, 'DELETE', `/package/${pkg.uuid}/chapter/${one!.id}/lessons/${a.uuid}`)).json();
  expect(detail.chapters[1].lessons).toHaveLength(1);
  // A lesson placed in a package is not deleted from the library.
  expect((await call(app, 'DELETE', `/lesson/${b.uuid}`)).statusCode).toBe(409);
  detail = (await call(app, 'DELETE', `/package/${pkg.uuid}/chapter/${one!.id}`)).json();
  expect(detail.chapters).toHaveLength(1);
  expect((await call(app, 'DELETE', `/lesson/${b.uuid}`)).statusCode).toBe(204);
});

it('copies a package with its chapters, lessons and exam groups, in development', async () => {
  const pkg = await newPackage(app, { status: 'published', exam: true });
  const chapter = (await call(app, 'POST', `/package/${pkg.uuid}/chapter`, { texts: texts('One') })).json().chapters[0];
  const lesson = await newLesson(app);
  await call(app, 'POST', `/package/${pkg.uuid}/chapter/${chapter.id}/lessons`, { lessonUuid: lesson.uuid });
  await call(app, 'POST', `/package/${pkg.uuid}/examgroups`, { internalName: 'Basics', take: 1 });
  const copy = await call(app, 'POST', `/package/${pkg.uuid}/copy`);
  expect(copy.statusCode).toBe(201);
  expect(copy.json()).toMatchObject({
    internalName: 'Safety basics (copy)',
    status: 'development',
    chapters: [{ lessons: [{ uuid: lesson.uuid }] }],
    examGroups: [{ internalName: 'Basics', take: 1 }],
  });
  expect(copy.json().uuid).not.toBe(pkg.uuid);
});

it('/elearningpackage/script: the package in order, lesson texts, tasks with the correct options and the exam groups', async () => {
  const pkg = await newPackage(app, { exam: true, texts: { en_US: { title: 'Fire safety', body: '<p>Intro</p><script>x()</script>' } } });
  const chapter = (await call(app, 'POST', `/package/${pkg.uuid}/chapter`, { texts: texts('Basics') })).json().chapters[0];
  const quiz = await newTask(app, 'Which exit?');
  const video = await newLesson(app, { lessonType: 'video', texts: { en_US: { title: 'Watch', body: '<p>Look <em>closely</em></p>' } } });
  const tasks = await newLesson(app, { lessonType: 'task', texts: texts('Check'), taskUuids: [quiz.uuid] });
  for (const lesson of [video, tasks])
    await call(app, 'POST', `/package/${pkg.uuid}/chapter/${chapter.id}/lessons`, { lessonUuid: lesson.uuid });
  await call(app, 'PUT', `/lesson/${video.uuid}/disabled`, { disabled: true });
  await call(app, 'POST', `/package/${pkg.uuid}/examgroups`, { internalName: 'All', take: 1, taskUuids: [quiz.uuid] });
  const quizAsScripted = {
    question: 'Which exit?',
    multiple: false,
    options: [
      { text: 'Right', correct: true },
      { text: 'Wrong', correct: false },
    ],
  };

  const res = await call(app, 'GET', `/package/${pkg.uuid}/script`);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    title: 'Fire safety',
    introHtml: '<p>Intro</p>',
    exam: true,
    examPercentRequired: 70,
    chapters: [
      {
        title: 'Basics',
        lessons: [
          { uuid: video.uuid, title: 'Watch', lessonType: 'video', disabled: true, bodyHtml: '<p>Look <em>closely</em></p>', tasks: [] },
          { uuid: tasks.uuid, title: 'Check', lessonType: 'task', disabled: false, tasks: [quizAsScripted] },
        ],
      },
    ],
    examGroups: [{ internalName: 'All', take: 1, tasks: [quizAsScripted] }],
  });
  expect((await call(app, 'GET', `/package/${pkg.uuid}/script`, undefined, otherAuthor)).statusCode).toBe(404);
  expect((await call(app, 'GET', `/package/${pkg.uuid}/script`, undefined, learner)).statusCode).toBe(403);
  expect((await call(app, 'GET', '/package/not-a-uuid/script')).json().fields).toHaveProperty(['params.uuid']);
});
