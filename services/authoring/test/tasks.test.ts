import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { authoringModule } from '../src';
import { call, newLesson, newPackage, newTask, texts } from './authoring-fixtures';

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

const option = (idx: number, correct: boolean, deleted = false) => ({ idx, texts: texts(`Option ${idx}`), correct, deleted });
const save = (fields: object) => call(app, 'POST', '/task', { locale: 'en_US', texts: texts('Q'), ...fields });

it('§5: a single-answer task needs a live option and one correct answer', async () => {
  expect((await save({ options: [option(0, true, true)] })).json().fields).toEqual({ 'body.options': 'kpg.task.needsOption' });
  expect((await save({ options: [option(0, true), option(1, true)] })).json().fields).toEqual({ 'body.options': 'kpg.task.oneCorrect' });
  expect((await save({ options: [option(0, false)] })).json().fields).toEqual({ 'body.options': 'kpg.task.needsCorrect' });
  expect((await save({ options: [option(0, true), option(0, false)] })).json().fields).toEqual({
    'body.options': 'kpg.task.duplicateOption',
  });
  expect((await save({ multipleCorrect: true, options: [] })).statusCode).toBe(200);
  const saved = await save({
    multipleCorrect: true,
    options: [option(0, true), option(1, true), option(2, false, true)],
    requireSound: true,
    tags: ['a', 'b'],
  });
  expect(saved.json()).toMatchObject({
    multipleCorrect: true,
    requireSound: true,
    tags: ['a', 'b'],
    options: [{ idx: 0 }, { idx: 1 }, { idx: 2, deleted: true }],
  });
});

it('§5: multiple correct answers only for a task used nowhere, or that already has several', async () => {
  const task = await newTask(app, 'Used in an exam');
  const pkg = await newPackage(app, { exam: true });
  await call(app, 'POST', `/package/${pkg.uuid}/examgroups`, { internalName: 'G', take: 1, taskUuids: [task.uuid] });
  const refused = await save({ uuid: task.uuid, multipleCorrect: true, options: [option(0, true), option(1, true)] });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe('kpg.task.multipleInUse');
  const free = await newTask(app, 'Free');
  expect((await save({ uuid: free.uuid, multipleCorrect: true, options: [option(0, true), option(1, true)] })).statusCode).toBe(200);
  const inLesson = await newTask(app, 'In a task set');
  await newLesson(app, { lessonType: 'task', taskUuids: [inLesson.uuid] });
  expect((await save({ uuid: inLesson.uuid, multipleCorrect: true, options: [option(0, true), option(1, true)] })).statusCode).toBe(409);
});

it('§5: exam groups need a name; tasks fewer than take show as an error of the package', async () => {
  const pkg = await newPackage(app, { exam: true });
  expect((await call(app, 'POST', `/package/${pkg.uuid}/examgroups`, { internalName: ' ', take: 1 })).json().fields).toEqual({
    'body.internalName': 'kpg.exam.nameRequired',
  });
  const task = await newTask(app, 'One');
  const detail = (
    await call(app, 'POST', `/package/${pkg.uuid}/examgroups`, { internalName: 'Fire', take: 2, taskUuids: [task.uuid] })
  ).json();
  expect(detail.examGroups).toEqual([
    expect.objectContaining({ internalName: 'Fire', take: 2, tasks: [{ uuid: task.uuid, title: 'One' }] }),
  ]);
  const { packageProblems } = await import('@atrium/authoring-contract');
  expect(packageProblems(detail, 'en_US')).toContainEqual({
    level: 'error',
    key: 'kpg.check.examGroupTooFew',
    params: { name: 'Fire', take: 2, count: 1 },
  });
  const removed = await call(app, 'DELETE', `/package/${pkg.uuid}/examgroups/${detail.examGroups[0].id}`);
  expect(removed.json().examGroups).toEqual([]);
});

it('§5: tags: comma-separated input adds many, search needs 2 characters, delete reports the usage first', async () => {
  const added = await call(app, 'POST', '/tags', { names: 'ladder, Scaffold ,ladder,roof' });
  expect(added.json().map((tag: { name: string }) => tag.name)).toEqual(expect.arrayContaining(['ladder', 'Scaffold', 'roof']));
  expect((await call(app, 'GET', '/tags?search=l')).json().fields).toEqual({ 'querystring.search': 'kpg.tag.searchTooShort' });
  expect((await call(app, 'GET', '/tasks?tag=l')).statusCode).toBe(400);
  const ladder = (await call(app, 'GET', '/tags?search=lad')).json()[0];
  await newTask(app, 'On a ladder', { tags: ['ladder'] });
  await newLesson(app, { tags: ['LADDER'] });
  expect((await call(app, 'GET', `/tags/${ladder.id}/usages`)).json()).toEqual({ tasks: 1, lessons: 1 });
  expect((await call(app, 'GET', '/tasks?tag=ladd')).json().rows).toEqual([
    expect.objectContaining({ title: 'On a ladder', tags: ['ladder'] }),
  ]);
  expect((await call(app, 'DELETE', `/tags/${ladder.id}`)).statusCode).toBe(204);
  expect((await call(app, 'GET', '/tasks?tag=ladd')).json().total).toBe(0);
});
