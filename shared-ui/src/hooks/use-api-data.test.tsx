import { act, renderHook, waitFor } from '@testing-library/react';
import { fakeApi, type ApiCall } from '../test/fake-api';
import { useApiData } from './use-api-data';
import { useLoad } from './use-load';

const numbers = { parse: (answer: unknown) => (answer as number[]).map(Number) };

test('reads the path, checked by the schema, and reads it again on reload', async () => {
  const calls = fakeApi(() => ({ status: 200, body: [1, 2] }));
  const { result } = renderHook(() => useApiData('/api/x', numbers));
  expect(result.current.loading).toBe(true);
  await waitFor(() => expect(result.current.data).toEqual([1, 2]));
  expect(result.current.loading).toBe(false);
  act(() => result.current.reload());
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls.map((call: ApiCall) => call.url)).toEqual(['/api/x', '/api/x']);
});

test('a null path reads nothing', () => {
  const calls = fakeApi(() => ({ status: 200, body: [] }));
  const { result } = renderHook(() => useApiData<number[]>(null));
  expect(calls).toHaveLength(0);
  expect(result.current.data).toBeUndefined();
});

test('a failure is the error, and a retry that succeeds clears it', async () => {
  let status = 500;
  fakeApi(() => ({ status, body: { message: 'down' } }));
  const { result } = renderHook(() => useApiData<{ message: string }>('/api/x'));
  await waitFor(() => expect(result.current.error).toBeTruthy());
  expect(result.current.data).toBeUndefined();
  status = 200;
  act(() => result.current.reload());
  await waitFor(() => expect(result.current.data).toEqual({ message: 'down' }));
  expect(result.current.error).toBeNull();
});

test('an answer for an older path never overwrites the newer one, and the old data stays while the new loads', async () => {
  const slow: { resolve?: (reply: { status: number; body: unknown }) => void } = {};
  fakeApi(({ url }) => (url === '/api/old' ? new Promise((resolve) => (slow.resolve = resolve)) : { status: 200, body: 'new' }));
  const { result, rerender } = renderHook(({ path }) => useApiData<string>(path), { initialProps: { path: '/api/old' } });
  rerender({ path: '/api/new' });
  await waitFor(() => expect(result.current.data).toBe('new'));
  await act(async () => slow.resolve?.({ status: 200, body: 'old' }));
  expect(result.current.data).toBe('new');
});

test('set takes a written answer or changes the data in place', async () => {
  fakeApi(() => ({ status: 200, body: [1] }));
  const { result } = renderHook(() => useApiData<number[]>('/api/x'));
  await waitFor(() => expect(result.current.data).toEqual([1]));
  act(() => result.current.set([1, 2]));
  act(() => result.current.set((list) => list?.map((n) => n * 10)));
  expect(result.current.data).toEqual([10, 20]);
});

test('useLoad aborts the load when the caller goes away', () => {
  let signal: AbortSignal | undefined;
  const { unmount } = renderHook(() =>
    useLoad('key', (given) => {
      signal = given;
      return new Promise<never>(() => undefined);
    }),
  );
  unmount();
  expect(signal?.aborted).toBe(true);
});
