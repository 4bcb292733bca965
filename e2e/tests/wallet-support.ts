import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { encryptBody } from '../../packages/contract/src/encrypt-body';
import { operatorCall, type Session } from '../support';
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

const allStatuses = 'requested,approved,rejected,disbursed,received,not_received,partly_received,resolved';

/**
 * The operator's step on a withdrawal named by its order number (the back office's calls, as the demo owner):
 * approve, disburse, reject (with a reason) or resolve (with a refund in minor units).
 */
export async function operator(request: APIRequestContext, orderNo: string, step: 'approve' | 'disburse' | 'reject' | 'resolve', data: { reason?: string; refundMinor?: number } = {}) {
  const found = await operatorCall<{ list: Array<{ id: number }> }>(request, 'GET', `/withdrawals?orderNo=${encodeURIComponent(orderNo)}&status=${allStatuses}`);
  const id = found.list[0]!.id;
  // a manual payout (the brand's method) records the bank transfer's reference
  const body =
    step === 'reject'
      ? { id, reason: data.reason ?? 'rejected in an e2e flow' }
      : step === 'resolve'
        ? { id, refundMinor: data.refundMinor ?? 0 }
        : step === 'disburse'
          ? { id, payoutRef: `E2E-${orderNo.slice(-8)}` }
          : { id };
  return operatorCall<{ status: string }>(request, 'POST', `/withdrawals/${step}`, body);
}

/** The member centre dialog. */
export const memberCenter = (page: Page, t = ty) => page.getByRole('dialog', { name: t('mc_member_center') });
