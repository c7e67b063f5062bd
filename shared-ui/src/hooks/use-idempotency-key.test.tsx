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
