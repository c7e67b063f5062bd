/* jsdom has no fetch or Response: a fake API that answers by method and path and records the calls. */

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

export type Answer = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

function response(status: number, body: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { ok: status < 300, status, headers: new Headers({ 'Content-Type': 'application/json' }), text: async () => text } as Response;
}

/** Installs fetch; `answer` decides each reply. Returns the list the calls are recorded in. */
export function fakeApi(answer: (call: ApiCall) => Answer): ApiCall[] {
  const calls: ApiCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', url: String(input), body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    const { status, body } = await answer(call);
    return response(status, body);
  }) as typeof fetch;
  return calls;
}
