import { renderHook } from '@testing-library/react';
import { useIdempotencyKey } from './use-idempotency-key';

it('keeps one key for the life of the form and gives another form its own', () => {
  const first = renderHook(() => useIdempotencyKey());
  const key = first.result.current['Idempotency-Key'];
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  first.rerender();
  expect(first.result.current['Idempotency-Key']).toBe(key);
  expect(renderHook(() => useIdempotencyKey()).result.current['Idempotency-Key']).not.toBe(key);
});

it('gives another scope another key and keeps it while the scope stays', () => {
  const hook = renderHook(({ scope }: { scope: string | number | null }) => useIdempotencyKey(scope), { initialProps: { scope: 1 } });
  const first = hook.result.current['Idempotency-Key'];
  hook.rerender({ scope: 2 });
  const second = hook.result.current['Idempotency-Key'];
  expect(second).not.toBe(first);
  hook.rerender({ scope: 2 });
  expect(hook.result.current['Idempotency-Key']).toBe(second);
});
