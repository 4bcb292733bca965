import { vi } from 'vitest';

/** A fetch stub answering the given envelopes in turn, recording each request. */
export function stubFetch(...answers: { status?: number; success?: boolean; code?: string; value?: unknown }[]) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const answer = answers.shift() ?? { code: 'OK', value: null };
    const success = answer.success ?? (answer.code ?? 'OK') === 'OK';
    return new Response(JSON.stringify({ success, code: answer.code ?? 'OK', message: '', value: answer.value ?? null }), {
      status: answer.status ?? (success ? 200 : 400),
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
