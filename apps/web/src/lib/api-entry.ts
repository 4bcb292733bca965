import type { CallValue } from '@app/contract/calls';
import { session } from './storage';

/*
 * The API entry (the spec's routers call: domainList with a speed per domain). The calls go to the page's own origin
 * unless the fastest entry is another origin that answers this page (CORS) over HTTPS; the choice is made once per
 * session, after the first screen, and only later calls use it. Sockets and media stay on the page's origin.
 */

export type DomainEntry = CallValue<'routers'>['domainList'][number];
/** Whether an origin answers a call from this page (reachable, and its CORS allows our headers). */
export type Probe = (origin: string) => Promise<boolean>;

/** How long the probe of another entry may take before it counts as unreachable. */
export const API_ENTRY_PROBE_TIMEOUT_MS = 3000;
/** Entries probed at most (the fastest ones); the page's own origin needs none. */
const MAX_PROBES = 2;

/** '' while the calls go to the page's origin, else the chosen entry's origin. */
let apiBase = '';
export const apiBaseUrl = () => apiBase;

/** The origin of a domainList entry: a bare domain takes the page's scheme and port. */
export function entryOrigin(domain: string, page: Pick<Location, 'protocol' | 'port'>): string | null {
  const text = domain.trim();
  if (!text) return null;
  try {
    return new URL(/^https?:\/\//i.test(text) ? text : `${page.protocol}//${text}${page.port && !text.includes(':') ? `:${page.port}` : ''}`).origin;
  } catch {
    return null;
  }
}

/**
 * The entry the calls should use: '' (the page's origin) unless a faster entry than the page's own is another HTTPS
 * origin the probe confirms. Speed is the operator's measured latency (lower is faster); ties keep the list's order.
 * A page on plain HTTP (the demo, a local start) never leaves its origin: a session token does not travel in clear.
 */
export async function chooseApiEntry(list: readonly DomainEntry[], page: Pick<Location, 'protocol' | 'port' | 'origin'>, probe: Probe): Promise<string> {
  if (page.protocol !== 'https:') return '';
  const ranked = list
    .map((entry, index) => ({ origin: entryOrigin(entry.domain, page), speed: entry.speed, index }))
    .filter((e): e is { origin: string; speed: number; index: number } => e.origin !== null)
    .sort((a, b) => a.speed - b.speed || a.index - b.index);
  let probes = 0;
  for (const { origin } of ranked) {
    if (origin === page.origin) return '';
    if (!origin.startsWith('https:') || probes >= MAX_PROBES) continue;
    probes += 1;
    if (await probe(origin)) return origin;
  }
  return '';
}

/** A CORS call with the headers real calls carry (so the preflight is the real one), within the timeout. */
export const corsProbe: Probe = async (origin) => {
  try {
    const response = await fetch(`${origin}/wps/ping`, {
      mode: 'cors',
      headers: { Accept: 'application/json', Language: 'EN' },
      signal: AbortSignal.timeout(API_ENTRY_PROBE_TIMEOUT_MS),
    });
    return response.ok && ((await response.json()) as { success?: boolean }).success === true;
  } catch {
    return false;
  }
};

/** The session's choice for this page's host, if made. */
function savedChoice(): string | undefined {
  const saved = session.getJson<{ host: string; base: string } | null>('routers', null);
  return saved && saved.host === window.location.host ? saved.base : undefined;
}

/** The chosen entry stopped answering: back to the page's origin for the rest of the session. True if one was in use. */
export function dropApiEntry() {
  if (!apiBase) return false;
  apiBase = '';
  session.setJson('routers', { host: window.location.host, base: '' });
  return true;
}

/** At start: the entry chosen earlier in this session (a reload keeps it). */
export function restoreApiEntry() {
  apiBase = savedChoice() ?? '';
}

/**
 * Once per session: asks the routers call (through `load`) and switches the later calls to the chosen entry. Any
 * failure keeps the page's origin.
 */
export async function pickApiEntry(load: () => Promise<CallValue<'routers'>>, probe: Probe = corsProbe) {
  if (savedChoice() !== undefined) return;
  try {
    const { domainList } = await load();
    apiBase = await chooseApiEntry(domainList, window.location, probe);
    session.setJson('routers', { host: window.location.host, base: apiBase });
  } catch {
    // the page's origin works: nothing to change
  }
}
