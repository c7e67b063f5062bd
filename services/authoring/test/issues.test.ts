import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { ISSUE_TEXT_MAX, type Issue } from '@atrium/authoring-contract';
import { authoringModule } from '../src';
import { author, call, learner, newLesson, newPackage, newTask, otherAuthor } from './authoring-fixtures';

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

async function raise(fields: object): Promise<Issue> {
  const res = await call(app, 'POST', '/issue', { message: 'The sound is out of sync', ...fields });
  expect(res.statusCode).toBe(200);
  return res.json<Issue>();
}

it('§3, §4: raises an issue on a lesson at a time in the video, with no status, and shows it with its lesson', async () => {
  const lesson = await newLesson(app, { lessonType: 'video' });
  const issue = await raise({ lessonUuid: lesson.uuid, seconds: 83 });
  expect(issue).toMatchObject({
    status: 'none',
    seconds: 83,
    lessonUuid: lesson.uuid,
    lessonTitle: 'Welcome',
    taskUuid: null,
    comment: '',
    raisedBy: expect.any(String),
  });
  expect((await call(app, 'GET', `/issue/${issue.uuid}`)).json()).toEqual(issue);
  const list = await call(app, 'GET', `/issues?lessonUuid=${lesson.uuid}`);
  expect(list.json()).toEqual({ rows: [issue], total: 1 });
});

it('§5, §9: the issue text is shortened at 500 characters; an empty one is refused naming the field', async () => {
  const task = await newTask(app, 'Which extinguisher?');
  const issue = await raise({ taskUuid: task.uuid, message: `${'x'.repeat(ISSUE_TEXT_MAX)}cut off` });
  expect(issue.message).toBe('x'.repeat(ISSUE_TEXT_MAX));
  expect(issue.taskTitle).toBe('Which extinguisher?');
  const empty = await call(app, 'POST', '/issue', { taskUuid: task.uuid, message: '   ' });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().fields).toEqual({ 'body.message': 'validation.required' });
});

it('needs a lesson or a task, a package for an exam issue, and a time that is whole seconds', async () => {
  const nothing = await call(app, 'POST', '/issue', { message: 'Where?' });
  expect(nothing.statusCode).toBe(400);
  expect(nothing.json().fields).toEqual({ 'body.lessonUuid': 'kpg.issue.needsLessonOrTask' });
  const task = await newTask(app, 'Q');
  const exam = await call(app, 'POST', '/issue', { taskUuid: task.uuid, exam: true, message: 'Wrong answer' });
  expect(exam.json().fields).toEqual({ 'body.packageUuid': 'validation.required' });
  const time = await call(app, 'POST', '/issue', { taskUuid: task.uuid, seconds: -1, message: 'x' });
  expect(Object.keys(time.json().fields)).toEqual(['body.seconds']);
  const pkg = await newPackage(app, { exam: true });
  const inExam = await raise({ taskUuid: task.uuid, packageUuid: pkg.uuid, exam: true });
  expect(inExam).toMatchObject({ exam: true, packageUuid: pkg.uuid, packageName: 'Safety basics' });
});

it('§4: the status moves through the statuses of the document, and an unknown one is refused', async () => {
  const lesson = await newLesson(app);
  const issue = await raise({ lessonUuid: lesson.uuid });
  for (const status of ['to_do', 'low_prio', 'critical', 'fixed', 'resolved', 'closed', 'none']) {
    const res = await call(app, 'PUT', `/issue/${issue.uuid}/status`, { status });
    expect(res.json()).toMatchObject({ status });
  }
  const bad = await call(app, 'PUT', `/issue/${issue.uuid}/status`, { status: 'done' });
  expect(bad.statusCode).toBe(400);
  expect(Object.keys(bad.json().fields)).toEqual(['body.status']);
});

it('keeps the author comment, replaced whole', async () => {
  const lesson = await newLesson(app);
  const issue = await raise({ lessonUuid: lesson.uuid });
  await call(app, 'PUT', `/issue/${issue.uuid}/comment`, { comment: 'Re-exported the audio' });
  const res = await call(app, 'PUT', `/issue/${issue.uuid}/comment`, { comment: ' Fixed in version 2 ' });
  expect(res.json()).toMatchObject({ comment: 'Fixed in version 2' });
});

it('§7 issue count: by status, with the open ones (no status, to do, low priority, critical)', async () => {
  const lesson = await newLesson(app);
  const issues = await Promise.all(['a', 'b', 'c', 'd'].map((message) => raise({ lessonUuid: lesson.uuid, message })));
  await call(app, 'PUT', `/issue/${issues[0]!.uuid}/status`, { status: 'critical' });
  await call(app, 'PUT', `/issue/${issues[1]!.uuid}/status`, { status: 'fixed' });
  await call(app, 'PUT', `/issue/${issues[2]!.uuid}/status`, { status: 'closed' });
  const count = await call(app, 'GET', `/issues/count?lessonUuid=${lesson.uuid}`);
  expect(count.json()).toEqual({
    open: 2,
    total: 4,
    byStatus: { none: 1, to_do: 0, low_prio: 0, critical: 1, fixed: 1, resolved: 0, closed: 1 },
  });
  const open = await call(app, 'GET', `/issues?lessonUuid=${lesson.uuid}&status=open`);
  expect(
    open
      .json<{ rows: Issue[] }>()
      .rows.map((row) => row.message)
      .sort(),
  ).toEqual(['a', 'd']);
});

it('a repeated create with the same Idempotency-Key raises one issue', async () => {
  const lesson = await newLesson(app);
  const first = await call(app, 'POST', '/issue', { lessonUuid: lesson.uuid, message: 'Once' }, author, {
    'idempotency-key': 'issue-key-0001',
  });
  const again = await call(app, 'POST', '/issue', { lessonUuid: lesson.uuid, message: 'Once' }, author, {
    'idempotency-key': 'issue-key-0001',
  });
  expect(again.json()).toEqual(first.json());
  expect((await call(app, 'GET', `/issues/count?lessonUuid=${lesson.uuid}`)).json()).toMatchObject({ total: 1 });
});

it('another customer sees none of it, a learner is refused, and deleting the lesson takes its issues', async () => {
  const lesson = await newLesson(app);
  const issue = await raise({ lessonUuid: lesson.uuid });
  expect((await call(app, 'GET', `/issue/${issue.uuid}`, undefined, otherAuthor)).statusCode).toBe(404);
  expect((await call(app, 'PUT', `/issue/${issue.uuid}/status`, { status: 'fixed' }, otherAuthor)).statusCode).toBe(404);
  expect((await call(app, 'POST', '/issue', { lessonUuid: lesson.uuid, message: 'x' }, otherAuthor)).statusCode).toBe(404);
  expect((await call(app, 'GET', '/issues', undefined, otherAuthor)).json()).toEqual({ rows: [], total: 0 });
  expect((await call(app, 'GET', '/issues', undefined, learner)).statusCode).toBe(403);
  expect((await call(app, 'DELETE', `/lesson/${lesson.uuid}`)).statusCode).toBe(204);
  expect((await call(app, 'GET', `/issue/${issue.uuid}`)).statusCode).toBe(404);
});

it('§7 csv export (POST): the filtered issues as a semicolon CSV with a byte-order mark, in the page language', async () => {
  const lesson = await newLesson(app, { lessonType: 'video' });
  const open = await raise({ lessonUuid: lesson.uuid, seconds: 65, message: 'Cut; then "fade"' });
  const fixed = await raise({ lessonUuid: lesson.uuid, message: 'Typo' });
  await call(app, 'PUT', `/issue/${fixed.uuid}/status`, { status: 'fixed' });
  const post = (form: string, cookie: string) =>
    app.inject({
      method: 'POST',
      url: '/api/authoring/web/data/elearningpackage/issues/csv',
      payload: form,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
  const res = await post(`lessonUuid=${lesson.uuid}&status=open`, `page_locale=nb_NO; ${author}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe('attachment; filename="issues.csv"');
  const lines = res.body.split('\r\n');
  expect(lines[0]).toBe('\uFEFFMeldt;Meldt av;Leksjon eller oppgave;Tid i videoen;Meldt i eksamen i;Status;Sak;Kommentar');
  expect(lines[1]).toBe(`${open.createdAt};${open.raisedBy};Welcome;1:05;;Ingen status;"Cut; then ""fade""";`);
  expect(lines.slice(2)).toEqual(['']);
  const bad = await post('status=done', author);
  expect(bad.statusCode).toBe(400);
  expect(Object.keys(bad.json().fields)).toEqual(['body.status']);
  expect((await post('', learner)).statusCode).toBe(403);
});
