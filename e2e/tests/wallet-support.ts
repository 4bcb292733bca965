import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { encryptBody } from '../../packages/contract/src/encrypt-body';
import { e2eAdminToken } from '../playwright.config';

type Pack = Record<string, string>;
const read = (path: string): Pack => JSON.parse(readFileSync(new URL(`../../apps/web/src/${path}`, import.meta.url), 'utf8')) as Pack;

/** The web app's text packs with the member-centre and wallet namespaces: tests find elements by the words a member reads. */
function translator(language: 'en' | 'ty') {
  const pack = {
    ...read(`locales/${language}/common.json`),
    ...read(`locales/${language}/pages.json`),
    // the logged-in bar (accounts feature) opens the member centre
    ...read(`features/auth/locales/${language}.json`),
    ...read(`features/member-center/locales/${language}.json`),
    ...read(`features/wallet/locales/${language}.json`),
  };
  return (key: string, values: Record<string, string | number> = {}) => {
    const text = pack[key];
    if (text === undefined) throw new Error(`no text ${key} in ${language}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}
export const ty = translator('ty');
export const en = translator('en');

let counter = 0;
/** One client IP per test (the e2e server trusts X-Forwarded-For), away from the ranges other suites use. */
const nextIp = (worker: number) => {
  counter += 1;
  return `198.19.${(worker * 40 + Math.floor(counter / 250)) % 256}.${(counter % 250) + 2}`;
};

export const test = base.extend<{ ip: string }>({
  ip: async ({}, use, info) => use(nextIp(info.workerIndex)),
  extraHTTPHeaders: async ({ ip }, use) => use({ 'X-Forwarded-For': ip }),
});
export { expect };

export interface Session {
  token: string;
  account: string;
  isAgent: number;
}

/** Logs in through the real (encrypted) login call, as the web app does. */
export async function apiLogin(request: APIRequestContext, username: string, password: string): Promise<Session> {
  const key = await request.get('/wps/system/publicKey');
  const spki = ((await key.json()) as { value: { spki: string } }).value.spki;
  const res = await request.post('/wps/session/login', { data: await encryptBody(spki, { username, password }) });
  const body = (await res.json()) as { code: string; value: Session };
  expect(body.code, JSON.stringify(body)).toBe('OK');
  return { token: body.value.token, account: body.value.account, isAgent: body.value.isAgent };
}

/** Opens the site as a logged-in member (the session keys the web app keeps), popup announcements already seen. */
export async function openAsMember(page: Page, session: Session, options: { theme?: 'dark' | 'light'; language?: 'EN' | 'TY' } = {}) {
  await page.addInitScript(
    ([s, theme, language]) => {
      sessionStorage.setItem('token', s.token);
      sessionStorage.setItem('account', s.account);
      sessionStorage.setItem('isAgent', String(s.isAgent));
      sessionStorage.setItem('index_notice', '1');
      if (theme) localStorage.setItem('theme', theme);
      if (language) localStorage.setItem('hisLang', language);
    },
    [session, options.theme ?? '', options.language ?? ''] as const,
  );
  await page.goto('/');
  await expect(page.getByTestId('logged-in-bar')).toBeVisible();
}

/** A member call with the session's token (to set things up or read them back). */
export async function memberCall<T>(request: APIRequestContext, session: Session, method: 'GET' | 'POST', path: string, data?: unknown, encrypted = false): Promise<T> {
  let body = data;
  if (encrypted) {
    const key = await request.get('/wps/system/publicKey');
    body = await encryptBody(((await key.json()) as { value: { spki: string } }).value.spki, data);
  }
  const res = await request.fetch(path, { method, headers: { token: session.token }, ...(body === undefined ? {} : { data: body }) });
  const envelope = (await res.json()) as { code: string; value: T };
  expect(envelope.code, `${path}: ${JSON.stringify(envelope)}`).toBe('OK');
  return envelope.value;
}

/** The operator lever (admin API, bearer token): approve, disburse, reject or resolve a withdrawal by id or order number. */
export async function operator(request: APIRequestContext, orderNo: string, step: 'approve' | 'disburse' | 'reject' | 'resolve', data: object = {}) {
  const res = await request.post(`/admin/withdrawals/${orderNo}/${step}`, { headers: { authorization: `Bearer ${e2eAdminToken}` }, data });
  const body = (await res.json()) as { code: string; value: { status: string } };
  expect(body.code, JSON.stringify(body)).toBe('OK');
  return body.value;
}

/** The member centre dialog. */
export const memberCenter = (page: Page, t = ty) => page.getByRole('dialog', { name: t('mc_member_center') });
