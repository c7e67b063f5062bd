import { REMOTE_PROGRESS_MESSAGE, type LicenseProgress } from '@atrium/elearning-contract';
import { fakeApi, type ApiCall } from '@atrium/shared-ui/testing';
import { startRemoteRelay, type RemoteRelay } from './remote-relay';
import { runtimeContext } from './runtime-api';

const sessionId = '5d1f3c2a-8b7e-4f60-9c1d-2e3f4a5b6c7d';
const remote = runtimeContext({ kind: 'remoteSession', sessionId });

let progress: Partial<LicenseProgress>;
let calls: ApiCall[];
let posted: jest.SpyInstance;
let relay: RemoteRelay;

beforeEach(() => {
  jest.useFakeTimers();
  progress = { completionStatus: 'incomplete', successStatus: 'unknown', scoreScaled: null, scoreRaw: null, items: [] };
  calls = fakeApi(() => ({ status: 200, body: progress }));
  // In the test the page is its own parent; the wrapper is the parent in the LMS.
  posted = jest.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
});

afterEach(() => {
  relay.dispose();
  posted.mockRestore();
  jest.useRealTimers();
});

const message = (status: Partial<LicenseProgress>) => ({
  type: REMOTE_PROGRESS_MESSAGE,
  completionStatus: status.completionStatus,
  successStatus: status.successStatus,
  scoreScaled: status.scoreScaled,
  scoreRaw: status.scoreRaw,
});

test('posts the progress it starts with to the wrapper, then only what changed after a confirmed commit', async () => {
  relay = startRemoteRelay(remote, sessionId);
  await jest.advanceTimersByTimeAsync(0);
  expect(calls).toEqual([{ method: 'GET', url: `/api/elearning/remote/scorm/progress/${sessionId}`, body: undefined }]);
  expect(posted).toHaveBeenCalledWith(message(progress), '*');

  relay.refresh();
  await jest.advanceTimersByTimeAsync(0);
  expect(calls).toHaveLength(2);
  expect(posted).toHaveBeenCalledTimes(1);

  progress = { ...progress, completionStatus: 'completed', successStatus: 'passed', scoreScaled: 0.9, scoreRaw: 90 };
  relay.refresh();
  await jest.advanceTimersByTimeAsync(0);
  expect(posted).toHaveBeenCalledTimes(2);
  expect(posted).toHaveBeenLastCalledWith(message(progress), '*');
});

test('reads every 15 seconds, for progress no commit tells of, until disposed', async () => {
  relay = startRemoteRelay(remote, sessionId);
  await jest.advanceTimersByTimeAsync(0);
  progress = { ...progress, completionStatus: 'completed' };
  await jest.advanceTimersByTimeAsync(14_999);
  expect(posted).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(posted).toHaveBeenLastCalledWith(message(progress), '*');

  relay.dispose();
  await jest.advanceTimersByTimeAsync(60_000);
  relay.refresh();
  await jest.advanceTimersByTimeAsync(0);
  expect(calls).toHaveLength(2);
});

test('a refresh during a read reads once more after it, so the newest progress is the one posted last', async () => {
  relay = startRemoteRelay(remote, sessionId);
  relay.refresh();
  relay.refresh();
  progress = { ...progress, completionStatus: 'completed' };
  await jest.advanceTimersByTimeAsync(0);
  expect(calls).toHaveLength(2);
  expect(posted).toHaveBeenLastCalledWith(message(progress), '*');
});

test('a failed read posts nothing and the next one tries again', async () => {
  fakeApi(() => ({ status: 503 }));
  relay = startRemoteRelay(remote, sessionId);
  await jest.advanceTimersByTimeAsync(0);
  expect(posted).not.toHaveBeenCalled();
  calls = fakeApi(() => ({ status: 200, body: progress }));
  relay.refresh();
  await jest.advanceTimersByTimeAsync(0);
  expect(posted).toHaveBeenCalledWith(message(progress), '*');
});

test('a license completed once (also by an approval) stays completed for the LMS, whatever a later review sets', async () => {
  progress = { ...progress, completed: '2026-06-01T10:00:00.000Z', completionStatus: 'incomplete' };
  relay = startRemoteRelay(remote, sessionId);
  await jest.advanceTimersByTimeAsync(0);
  expect(posted).toHaveBeenCalledWith(expect.objectContaining({ completionStatus: 'completed' }), '*');
});
