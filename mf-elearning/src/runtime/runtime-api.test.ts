import { fakeApi } from '@atrium/shared-ui/testing';
import { loadItem, loadProgress, runtimeContext, RuntimeError, scormCallUrl, startSession } from './runtime-api';

const token = '0b6f8c52-3a5e-4c1e-9a47-2d0f0d7e6a11';
const sessionId = '5d1f3c2a-8b7e-4f60-9c1d-2e3f4a5b6c7d';
const remote = runtimeContext({ kind: 'remoteSession', sessionId });
const local = runtimeContext({ kind: 'license', licenseId: 7 });
const credentialsOf = (call: number) => ((globalThis.fetch as jest.Mock).mock.calls[call] as [string, RequestInit])[1].credentials;

test('a remote launch posts the learner to the remote init, without cookies', async () => {
  const calls = fakeApi(() => ({ status: 200, body: { sessionId } }));
  await startSession({ kind: 'remote', token, learnerId: 'u42', learnerName: 'Kari Nordmann' });
  expect(calls).toEqual([
    { method: 'POST', url: `/api/elearning/remote/scorm/init/${token}`, body: { learnerId: 'u42', learnerName: 'Kari Nordmann' } },
  ]);
  expect(credentialsOf(0)).toBe('omit');
});

test("a remote session's calls all go under the remote context", async () => {
  const calls = fakeApi(() => ({ status: 200, body: {} }));
  await startSession({ kind: 'remoteSession', sessionId });
  await loadItem(remote, sessionId, 3);
  await loadProgress(remote, sessionId);
  expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
    `GET /api/elearning/remote/scorm/getSession/${sessionId}`,
    `GET /api/elearning/remote/scorm/getitem/${sessionId}?itemid=3`,
    `GET /api/elearning/remote/scorm/progress/${sessionId}`,
  ]);
  expect([0, 1, 2].map(credentialsOf)).toEqual(['omit', 'omit', 'omit']);
  expect(scormCallUrl(remote, 'commit', sessionId)).toBe(`/api/elearning/remote/data/scorm/commit/${sessionId}`);
});

test("a learner's own sessions keep their paths and cookie", async () => {
  const calls = fakeApi(() => ({ status: 200, body: {} }));
  await startSession({ kind: 'license', licenseId: 7 });
  await loadItem(local, sessionId, 3);
  expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
    'GET /api/elearning/scorm/init/7',
    `GET /api/elearning/scorm/getitem/${sessionId}?itemid=3`,
  ]);
  expect(credentialsOf(0)).toBe('same-origin');
  expect(scormCallUrl(local, 'terminate', sessionId)).toBe(`/api/elearning/data/scorm/terminate/${sessionId}`);
});

test("a refusal carries the server's status and message", async () => {
  fakeApi(() => ({ status: 409, body: { message: 'All places your organisation has on this course are taken' } }));
  const refusal = startSession({ kind: 'remote', token, learnerId: 'u42', learnerName: '' });
  await expect(refusal).rejects.toEqual(new RuntimeError(409, 'All places your organisation has on this course are taken'));
  await expect(refusal).rejects.toMatchObject({ status: 409 });
});
