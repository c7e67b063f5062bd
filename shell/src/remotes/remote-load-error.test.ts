import { remoteLoadErrorKey } from './remote-load-error';

test('a remote refused for an incompatible shared-ui says so', () => {
  const refused = new Error(
    '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @atrium/shared-ui does not satisfy the requirement of classroom which needs ^2.0.0)',
  );
  expect(remoteLoadErrorKey(refused)).toBe('error.remote.incompatible');
});

test('any other failure is the general load error', () => {
  expect(remoteLoadErrorKey(new Error('Loading chunk 3 failed'))).toBe('error.remote.title');
  expect(remoteLoadErrorKey('offline')).toBe('error.remote.title');
});
