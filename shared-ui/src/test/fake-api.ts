import { fakeResponse, type FakeReply } from './fake-fetch';

/** One call as the fake API saw it; a JSON body is parsed. */
export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
  /** The Idempotency-Key header of a create or copy call, when sent. */
  idempotencyKey?: string;
}

/** A reply, or one that arrives later (to hold a call in flight). */
export type Answer = FakeReply | Promise<FakeReply>;

/** Installs a fetch that answers by method and path: `answer` decides each reply. Returns the list the calls are recorded in. */
export function fakeApi(answer: (call: ApiCall) => Answer): ApiCall[] {
  const calls: ApiCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      url: typeof input === 'string' ? input : 'url' in input ? input.url : input.href,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      idempotencyKey: new Headers(init?.headers).get('Idempotency-Key') ?? undefined,
    };
    calls.push(call);
    return fakeResponse(await answer(call));
  }) as typeof fetch;
  return calls;
}
