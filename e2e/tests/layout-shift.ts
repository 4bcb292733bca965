import type { Page } from '@playwright/test';

/** Layout shift as web-vitals counts it (largest session window), while a route loads, at the page's viewport. */
export async function layoutShift(page: Page, path: string) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: Array<{ value: number; time: number }> };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; startTime: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) w.shifts.push({ value: entry.value, time: entry.startTime });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: Array<{ value: number; time: number }> }).shifts);
  let worst = 0;
  let current = 0;
  let first = 0;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.time - last > 1000 || s.time - first > 5000) [current, first] = [0, s.time];
    current += s.value;
    last = s.time;
    worst = Math.max(worst, current);
  }
  return worst;
}
