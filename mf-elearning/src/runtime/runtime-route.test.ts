import { isRemoteRoute, parseRuntimeRoute, playsByCredential } from './runtime-route';

const token = '0b6f8c52-3a5e-4c1e-9a47-2d0f0d7e6a11';
const sessionId = '5d1f3c2a-8b7e-4f60-9c1d-2e3f4a5b6c7d';

test('the local routes read as before', () => {
  expect(parseRuntimeRoute('/scorm/run/12')).toEqual({ kind: 'license', licenseId: 12 });
  expect(parseRuntimeRoute(`/scorm/runScormSessionId/${sessionId}/`)).toEqual({ kind: 'session', sessionId });
  expect(parseRuntimeRoute(`/ocs/course/${token}/${sessionId}`)).toEqual({ kind: 'ocs', userUuid: token, licenseUuid: sessionId });
});

test('a remote launch reads its learner from the fragment, decoding + and %20 as spaces', () => {
  expect(parseRuntimeRoute(`/scorm/remote/${token}`, '#learnerId=u%2F42&learnerName=Kari+Nordmann')).toEqual({
    kind: 'remote',
    token,
    learnerId: 'u/42',
    learnerName: 'Kari Nordmann',
  });
  expect(parseRuntimeRoute(`/scorm/remote/${token}/`, '#learnerName=%C3%85se%20Berg&learnerId=7')).toEqual({
    kind: 'remote',
    token,
    learnerId: '7',
    learnerName: 'Åse Berg',
  });
});

test('a remote launch without a learner is still a route, with an empty learner id', () => {
  for (const hash of ['', '#', '#learnerName=Kari', '#learnerId=+']) {
    expect(parseRuntimeRoute(`/scorm/remote/${token}`, hash)).toMatchObject({ kind: 'remote', token, learnerId: '' });
  }
});

test("a cmi5 AU's return URL resumes the remote session", () => {
  expect(parseRuntimeRoute(`/scorm/remote/session/${sessionId}`)).toEqual({ kind: 'remoteSession', sessionId });
});

test('only the remote routes are remote, and malformed ones are no route', () => {
  expect(isRemoteRoute(parseRuntimeRoute(`/scorm/remote/${token}`)!)).toBe(true);
  expect(isRemoteRoute(parseRuntimeRoute(`/scorm/remote/session/${sessionId}`)!)).toBe(true);
  expect(isRemoteRoute(parseRuntimeRoute('/scorm/run/12')!)).toBe(false);
  for (const path of ['/scorm/remote/abc', '/scorm/remote/session', `/scorm/remote/session/${sessionId}/x`, `/scorm/remote/${token}/x`]) {
    expect(parseRuntimeRoute(path, '#learnerId=7')).toBeNull();
  }
});

test('the content origin plays a signed-in learner’s session by its id, which is its credential (decision 0119)', () => {
  const play = parseRuntimeRoute(`/scorm/play/${sessionId}`)!;
  expect(play).toEqual({ kind: 'play', sessionId });
  expect(isRemoteRoute(play)).toBe(false);
  expect(playsByCredential(play)).toBe(true);
  expect(playsByCredential(parseRuntimeRoute(`/scorm/remote/session/${sessionId}`)!)).toBe(true);
  expect(playsByCredential(parseRuntimeRoute('/scorm/run/12')!)).toBe(false);
});
