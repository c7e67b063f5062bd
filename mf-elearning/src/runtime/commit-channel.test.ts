import { fakeApi } from '@atrium/shared-ui/testing';
import { waitFor } from '@testing-library/react';
import { CommitChannel } from './commit-channel';
import { runtimeContext } from './runtime-api';

const sessionId = '5d1f3c2a-8b7e-4f60-9c1d-2e3f4a5b6c7d';
const local = runtimeContext({ kind: 'license', licenseId: 7 });
const remote = runtimeContext({ kind: 'remoteSession', sessionId });
const target = { sessionId, licenseId: 7, itemId: 11 };
const values = { 'cmi.core.lesson_status': 'completed' };

let beacon: jest.Mock;
let onState: jest.Mock;
let channel: CommitChannel | undefined;
const open = (context: typeof local, onConfirmed?: () => void) => {
  channel = new CommitChannel({ ...target, context }, onState, onConfirmed);
  return channel;
};
const fetchInit = (call = 0) => ((globalThis.fetch as jest.Mock).mock.calls[call] as [string, RequestInit])[1];

beforeEach(() => {
  beacon = jest.fn(() => true);
  onState = jest.fn();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  localStorage.clear();
});

afterEach(() => {
  channel?.dispose();
  window.dispatchEvent(new Event('pageshow'));
});

test('a remote session commits under the remote context, without cookies, and tells of each confirmed commit', async () => {
  const confirmed = jest.fn();
  const calls = fakeApi(() => ({ status: 200, body: {} }));
  open(remote, confirmed).processHttpRequest('', values, false);
  await waitFor(() => expect(confirmed).toHaveBeenCalledTimes(1));
  expect(calls[0]).toMatchObject({
    method: 'POST',
    url: `/api/elearning/remote/data/scorm/commit/${sessionId}`,
    body: { f: 'commit', licenseid: 7 },
  });
  expect(fetchInit().credentials).toBe('omit');
});

test('a commit unanswered after the 60 s asynchronous timeout fails and is retried with last error 102', async () => {
  const timeout = jest.spyOn(AbortSignal, 'timeout');
  (globalThis as { fetch: unknown }).fetch = jest.fn(() => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')));
  const commits = open(local);
  expect(commits.processHttpRequest('', values, false)).toEqual({ result: 'true', errorCode: 0 });
  expect(timeout).toHaveBeenCalledWith(60_000);
  expect(fetchInit().signal).toBeInstanceOf(AbortSignal);
  await waitFor(() => expect(onState).toHaveBeenLastCalledWith('offline'));
  expect(commits.processHttpRequest('', values, false)).toEqual({ result: 'false', errorCode: 102 });
  timeout.mockRestore();
});

test('a session the server has ended (403) stops saving, says so, and keeps the commit remembered', async () => {
  fakeApi(() => ({ status: 403, body: { message: 'This course is not available from your learning system' } }));
  const commits = open(remote, jest.fn());
  commits.processHttpRequest('', values, false);
  await waitFor(() => expect(onState).toHaveBeenLastCalledWith('refused'));
  expect(Object.keys(localStorage)).toHaveLength(1);
  expect(commits.processHttpRequest('', values, false)).toEqual({ result: 'false', errorCode: 101 });
});

test('saving works where the browser blocks storage (a runtime framed by another site)', async () => {
  const blocked = () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  };
  const storage = [
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked),
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked),
  ];
  const confirmed = jest.fn();
  fakeApi(() => ({ status: 200, body: {} }));
  const commits = open(remote, confirmed);
  commits.processHttpRequest('', values, false);
  await waitFor(() => expect(confirmed).toHaveBeenCalledTimes(1));
  expect(onState).toHaveBeenLastCalledWith('idle');
  expect(commits.processHttpRequest('', values, false)).toEqual({ result: 'true', errorCode: 0 });
  storage.forEach((spy) => spy.mockRestore());
});

test('a commit the server refuses is not reported as confirmed', async () => {
  const confirmed = jest.fn();
  fakeApi(() => ({ status: 400, body: { message: 'stale' } }));
  open(remote, confirmed).processHttpRequest('', values, false);
  await waitFor(() => expect(onState).toHaveBeenLastCalledWith('idle'));
  expect(confirmed).not.toHaveBeenCalled();
});

test('with a listener for confirmations, the final commit of a page that stays goes by fetch and is confirmed', async () => {
  const confirmed = jest.fn();
  const calls = fakeApi(() => ({ status: 200, body: {} }));
  open(remote, confirmed).processHttpRequest('', values, true);
  await waitFor(() => expect(confirmed).toHaveBeenCalledTimes(1));
  expect(beacon).not.toHaveBeenCalled();
  expect(calls[0]).toMatchObject({ url: `/api/elearning/remote/data/scorm/terminate/${sessionId}`, body: { f: 'terminate' } });
  expect(fetchInit().keepalive).toBe(true);
});

test('with a listener for confirmations, the final commit of a page on its way out still goes by beacon', () => {
  const calls = fakeApi(() => ({ status: 200, body: {} }));
  window.dispatchEvent(new Event('pagehide'));
  open(remote, jest.fn()).processHttpRequest('', values, true);
  expect(beacon).toHaveBeenCalledWith(`/api/elearning/remote/data/scorm/terminate/${sessionId}`, expect.any(String));
  expect(calls).toEqual([]);
});

test('a hidden page sends the final commit by beacon too', () => {
  const calls = fakeApi(() => ({ status: 200, body: {} }));
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  open(remote, jest.fn()).processHttpRequest('', values, true);
  visibility.mockRestore();
  expect(beacon).toHaveBeenCalledTimes(1);
  expect(calls).toEqual([]);
});

test("a learner's own session sends the final commit by beacon, as before", () => {
  const calls = fakeApi(() => ({ status: 200, body: {} }));
  open(local).processHttpRequest('', values, true);
  expect(beacon).toHaveBeenCalledWith(`/api/elearning/data/scorm/terminate/${sessionId}`, expect.any(String));
  expect(calls).toEqual([]);
});

test('a commit the last launch could not confirm is replayed with the context its session had', async () => {
  fakeApi(() => ({ status: 500 }));
  open(remote).processHttpRequest('', values, false);
  await waitFor(() => expect(onState).toHaveBeenLastCalledWith('offline'));
  channel?.dispose();
  channel = undefined;
  fakeApi(() => ({ status: 200, body: {} }));
  await CommitChannel.replayRemembered({ context: remote, licenseId: 7, itemId: 11 });
  expect((globalThis.fetch as jest.Mock).mock.calls[0]?.[0]).toBe(`/api/elearning/remote/data/scorm/commit/${sessionId}`);
  expect(fetchInit().credentials).toBe('omit');
  expect(localStorage.length).toBe(0);
});
