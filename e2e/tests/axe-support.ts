import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * One path per screen of the spec's route table (section 2); aliases such as /index, /register.html or /help render
 * the same screen and are left out. Plain data, so `npm run audit:web` reads the same list.
 */
export const auditedRoutes = [
  '/',
  '/register',
  '/pointMall',
  '/lottery',
  '/vnlottery',
  '/elott',
  '/rng',
  '/pvp',
  '/live',
  '/fish',
  '/sports',
  '/esports',
  '/inhouse',
  '/promotions',
  '/promoDetail?id=7',
  '/seamless',
  '/helpmc',
  '/down',
  '/game',
];

/** The impacts that fail the check (WCAG A/AA failures a player would notice). */
export const blockingImpacts = ['serious', 'critical'];

export interface AxeFinding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  summary: string;
}

/** The rules whose outcome depends on colours: all that can change when only the theme changes. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe (the WCAG 2.0 to 2.2 A and AA rules) on what the page shows now and returns its serious and critical
 * violations, each with the first nodes it names. `where` labels the state (route, theme, viewport, dialog);
 * `within` limits the run to a part (an open modal dialog: the page behind it was checked on its own);
 * `coloursOnly` runs only the colour rules (the same screen again in the other theme).
 */
export async function seriousViolations(page: Page, where: string, options: { within?: string; coloursOnly?: boolean } = {}): Promise<AxeFinding[]> {
  let axe = new AxeBuilder({ page })
    // axe.run in the page itself: the default runs each frame in parts and joins them in a fresh blank page, which
    // costs a page per check; the app's only frames are game windows of other origins, which are not ours to check
    .setLegacyMode(true)
    // passes and incomplete results are not read: leaving them out makes a run on a long lobby much faster
    .options({ resultTypes: ['violations'] });
  axe = options.coloursOnly ? axe.withRules(colourRules) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (options.within) axe = axe.include(options.within);
  const result = await axe.analyze();
  return result.violations
    .filter((v) => blockingImpacts.includes(v.impact ?? ''))
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      summary: v.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? '',
    }));
}

/** One line per finding, for a failure message a person can act on. */
export const describeFindings = (findings: AxeFinding[]) =>
  findings.map((f) => `${f.where}: ${f.rule} (${f.impact}) ${f.help}\n    ${f.targets.join('\n    ')}\n    ${f.summary}`).join('\n');

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's requests in flight from now on (settle waits for none). */
function watchRequests(page: Page) {
  let open = inFlight.get(page);
  if (open) return open;
  const requests = new Set<unknown>();
  page.on('request', (r) => requests.add(r));
  page.on('requestfinished', (r) => requests.delete(r));
  page.on('requestfailed', (r) => requests.delete(r));
  inFlight.set(page, requests);
  open = requests;
  return open;
}

/**
 * Waits until the screen has its content: no request in flight for 300 ms and nothing marked busy (skeletons), so
 * axe judges the real screen and not its placeholder. Call it once before the first navigation too (it starts
 * counting then).
 */
export async function settle(page: Page) {
  const requests = watchRequests(page);
  // screens that poll (draw countdowns) never go quiet for long: give up waiting after 2.5 s
  const until = Date.now() + 2_500;
  let quietSince = Date.now();
  while (Date.now() < until) {
    await page.waitForTimeout(50);
    if (requests.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 300) break;
  }
  await page
    .waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, { timeout: 5_000 })
    .catch(() => undefined);
  // fades and entrance animations last 1 ms under reduced motion; one frame more for the last layout
  await page.waitForTimeout(100);
}

/**
 * Switches the theme in place, as the header's switch does. Transitions are switched off first (even 1 ms ones can
 * be read half-way by axe: light text on the old dark background), so every colour is final at once.
 */
export async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate(async (t) => {
    if (document.documentElement.dataset.theme === t) return;
    if (!document.getElementById('axe-still')) {
      const still = document.createElement('style');
      still.id = 'axe-still';
      still.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(still);
    }
    localStorage.setItem('theme', t);
    document.documentElement.dataset.theme = t;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
  }, theme);
}
