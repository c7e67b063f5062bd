import { ApiError } from '../auth/api-error';
import { failureKey } from '../auth/failure-key';
import { sendWithProgress } from './send-with-progress';

/** Just enough of XMLHttpRequest to answer one upload the way a server would. */
class FakeXhr {
  static next: { status: number; response: unknown } | 'network';
  status = 0;
  response: unknown = null;
  responseType = '';
  withCredentials = false;
  upload: { onprogress?: (event: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  open(): void {}
  setRequestHeader(): void {}
  send(): void {
    this.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true });
    const answer = FakeXhr.next;
    if (answer === 'network') return this.onerror?.();
    this.status = answer.status;
    this.response = answer.response;
    this.onload?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;
beforeAll(() => {
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterAll(() => {
  globalThis.XMLHttpRequest = realXhr;
});

const upload = () => sendWithProgress('POST', '/api/x/upload', new Blob(['x']), 1, () => undefined);

test('resolves with the answer and reports progress', async () => {
  FakeXhr.next = { status: 200, response: { id: 1 } };
  const seen: number[] = [];
  await expect(sendWithProgress('POST', '/api/x', new Blob(['x']), 10, (p) => seen.push(p.loaded))).resolves.toEqual({ id: 1 });
  expect(seen).toEqual([5]);
});

test('a refusal is the same ApiError a call gives, so failureKey reads it', async () => {
  FakeXhr.next = { status: 415, response: { error: 'Unsupported Media Type', message: 'http.415.unknown' } };
  const refusal = upload();
  await expect(refusal).rejects.toBeInstanceOf(ApiError);
  await expect(refusal).rejects.toMatchObject({ status: 415, message: 'http.415.unknown' });
});

test('a 400 keeps the fields it names', async () => {
  FakeXhr.next = { status: 400, response: { error: 'Bad Request', message: 'body.file: x', fields: { 'body.file': 'http.413' } } };
  const error = await upload().catch((e: unknown) => e);
  expect(failureKey(error)).toBe('http.413');
});

test('no answer at all asks the person to try again', async () => {
  FakeXhr.next = 'network';
  const error = await upload().catch((e: unknown) => e);
  expect(failureKey(error)).toBe('http.503');
});
