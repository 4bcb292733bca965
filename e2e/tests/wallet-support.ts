import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { encryptBody } from '../../packages/contract/src/encrypt-body';
import { operatorRequest, type Session } from '../support';
import { translator } from './texts';

/**
 * The member-centre and wallet texts (and the accounts feature's: the logged-in bar opens the member centre), so
 * tests find elements by the words a member reads.
 */
const features = ['auth', 'member-center', 'wallet'] as const;
export const ty = translator('ty', features);
export const en = translator('en', features);

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

export { apiLogin, type Session } from '../support';

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
  const call = operatorRequest(`/admin/withdrawals/${orderNo}/${step}`);
  const res = await request.post(call.url, { headers: call.headers, data });
  const body = (await res.json()) as { code: string; value: { status: string } };
  expect(body.code, JSON.stringify(body)).toBe('OK');
  return body.value;
}

/** The member centre dialog. */
export const memberCenter = (page: Page, t = ty) => page.getByRole('dialog', { name: t('mc_member_center') });
