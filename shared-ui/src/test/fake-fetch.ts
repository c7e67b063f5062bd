/* jsdom has no fetch or Response; these stand-ins carry just what request() reads. */

export interface FakeReply {
  status: number;
  body?: unknown;
}

export function fakeResponse({ status, body }: FakeReply): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    text: async () => text,
  } as Response;
}

/** Installs a fetch that answers the given replies in order, and returns the mock to inspect calls. */
export function mockFetch(...replies: FakeReply[]): jest.Mock {
  const queue = [...replies];
  const mock = jest.fn(async () => {
    const reply = queue.shift();
    if (!reply) throw new Error('Unexpected fetch');
    return fakeResponse(reply);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

export function fetchCall(mock: jest.Mock, index = 0): { url: string; init: RequestInit } {
  const [url, init] = mock.mock.calls[index] as [string, RequestInit];
  return { url, init };
}
