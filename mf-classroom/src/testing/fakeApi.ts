export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

/** A reply as request() reads it: jsdom has no Response. */
export function answer(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, headers: new Headers({ 'Content-Type': 'application/json' }), text: async () => text } as Response;
}

/** Installs a fetch that answers each call with `reply(call)`; the returned list records the calls in order. */
export function fakeApi(reply: (call: ApiCall) => Response): ApiCall[] {
  const calls: ApiCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', url: String(input), body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    return reply(call);
  }) as typeof fetch;
  return calls;
}
