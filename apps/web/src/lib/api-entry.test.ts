import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from './api-client';
import { apiBaseUrl, chooseApiEntry, dropApiEntry, entryOrigin, pickApiEntry, restoreApiEntry } from './api-entry';
import { stubApi } from '@/testing/api-stub';

const securePage = { protocol: 'https:', port: '', origin: 'https://www.brand.example' };
const list = [
  { domain: 'www.brand.example', speed: 40 },
  { domain: 'api.brand.example', speed: 12 },
  { domain: 'https://edge.brand.example:8443', speed: 18 },
];

afterEach(() => {
  dropApiEntry();
  sessionStorage.clear();
});

describe('entryOrigin', () => {
  it("gives a bare domain the page's scheme and port, keeps a full address, refuses garbage", () => {
    expect(entryOrigin('api.brand.example', { protocol: 'https:', port: '' })).toBe('https://api.brand.example');
    expect(entryOrigin('localhost', { protocol: 'http:', port: '5282' })).toBe('http://localhost:5282');
    expect(entryOrigin('https://edge.brand.example:8443/x', { protocol: 'http:', port: '80' })).toBe('https://edge.brand.example:8443');
    expect(entryOrigin('  ', { protocol: 'https:', port: '' })).toBeNull();
  });
});

describe('chooseApiEntry', () => {
  it('takes the fastest entry when it answers this page (CORS)', async () => {
    const probe = vi.fn(async () => true);
    expect(await chooseApiEntry(list, securePage, probe)).toBe('https://api.brand.example');
    expect(probe).toHaveBeenCalledWith('https://api.brand.example');
  });

  it('skips an entry that does not answer and takes the next faster than the page', async () => {
    const probe = vi.fn(async (origin: string) => origin.includes('edge'));
    expect(await chooseApiEntry(list, securePage, probe)).toBe('https://edge.brand.example:8443');
  });

  it("keeps the page's origin when it is the fastest, when nothing else answers, and on plain HTTP (the demo)", async () => {
    const probe = vi.fn(async () => true);
    expect(await chooseApiEntry([{ domain: 'www.brand.example', speed: 5 }, ...list], securePage, probe)).toBe('');
    expect(probe).not.toHaveBeenCalled();
    expect(await chooseApiEntry(list, securePage, async () => false)).toBe('');
    const demo = { protocol: 'http:', port: '5282', origin: 'http://127.0.0.1:5282' };
    expect(await chooseApiEntry([{ domain: 'localhost', speed: 12 }, { domain: 'lucky9.localhost', speed: 18 }], demo, probe)).toBe('');
    expect(probe).not.toHaveBeenCalled();
  });
});

describe('pickApiEntry', () => {
  it('keeps the same origin in the demo, once per session, and every call stays relative', async () => {
    const fetchMock = stubApi({ '/wps/system/routers': { domainList: [{ domain: 'localhost', speed: 12 }, { domain: 'lucky9.localhost', speed: 18 }] }, '/wps/ping': { pong: true } });
    await pickApiEntry(() => apiCall('routers'));
    await pickApiEntry(() => apiCall('routers'));
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('routers'))).toHaveLength(1);
    expect(apiBaseUrl()).toBe('');
    await apiCall('ping');
    expect(String(fetchMock.mock.calls.at(-1)![0])).toBe('/wps/ping');
  });

  it('a chosen entry is used by later calls, survives a reload, and gives way to the page when it stops answering', async () => {
    // jsdom pages are http: the choice itself is chooseApiEntry's (above); here the session's stored choice
    sessionStorage.setItem('routers', JSON.stringify({ host: window.location.host, base: 'https://api.brand.example' }));
    restoreApiEntry();
    expect(apiBaseUrl()).toBe('https://api.brand.example');
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).startsWith('https://api.brand.example')) throw new TypeError('Failed to fetch');
      return Response.json({ success: true, code: 'OK', message: 'ok', value: { pong: true } });
    });
    vi.stubGlobal('fetch', fetchMock);
    await apiCall('ping');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['https://api.brand.example/wps/ping', '/wps/ping']);
    expect(apiBaseUrl()).toBe('');
    restoreApiEntry();
    expect(apiBaseUrl()).toBe('');
  });
});
