import type { APIRequestContext } from '@playwright/test';
import { e2eAdminToken } from './playwright.config';

/** The operator lever the admin CLI uses, for tests that switch maintenance or region rules. */
export async function setBrandStatus(request: APIRequestContext, brandId: string, status: unknown) {
  const res = await request.put('/admin/status', {
    headers: { authorization: `Bearer ${e2eAdminToken}` },
    data: { brandId, status },
  });
  if (!res.ok()) throw new Error(`admin status ${res.status()}: ${await res.text()}`);
}

export const statusOff = {
  maintenance: { enabled: false, endTime: null },
  regionRestriction: { enabled: false, blockedCountries: [] as string[], blockedIpRanges: [] as string[] },
};

/** The second demo brand is served on its own host; Chromium resolves *.localhost to loopback. */
export const tigerURL = (path = '/') => `http://tiger.localhost:${process.env.E2E_PORT ?? 4180}${path}`;
