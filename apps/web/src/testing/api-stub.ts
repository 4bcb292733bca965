import { vi } from 'vitest';

type Answer = unknown | ((url: URL) => unknown);

/**
 * Stubs the one outside boundary of the web app, `fetch`, with canned envelopes by path. Unknown paths answer
 * NOT_IMPLEMENTED like the server does for calls whose issue has not landed. Returns the mock to inspect calls.
 */
export function stubApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (!(url.pathname in answers))
      return Response.json({ success: false, code: 'NOT_IMPLEMENTED', message: 'err_not_implemented', value: null }, { status: 501 });
    const answer = answers[url.pathname];
    const value = typeof answer === 'function' ? (answer as (u: URL) => unknown)(url) : answer;
    if (value instanceof Error) throw new TypeError('Failed to fetch');
    return Response.json({ success: true, code: 'OK', message: 'ok', value });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A fetch that cannot reach the server. */
export function stubNetworkDown() {
  const fetchMock = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls of one path a fetch mock saw (stubApi's or a feature's own stub): their URLs and JSON bodies. */
export function callsTo(fetchMock: { mock: { calls: ReadonlyArray<readonly unknown[]> } }, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => {
      const body = (init as RequestInit | undefined)?.body;
      return { url: new URL(String(input), 'http://localhost'), body: typeof body === 'string' ? (JSON.parse(body) as Record<string, unknown>) : undefined };
    })
    .filter((c) => c.url.pathname === path);
}
