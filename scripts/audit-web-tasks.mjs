// `npm run audit:web -- --only=tasks [--routes=/rng]`: what each long task of a route's load is made of, on a phone
// with the CPU slowed 4x (as Lighthouse simulates it). For every main-thread task over 50 ms: the browser's own work
// (style, layout, paint, script evaluation) and, from the CPU profile sampled in the same trace, the functions and
// the React components it ran. Lighthouse's total blocking time says how much; this says what.
// A bench like the rest of audit:web: it prints and never fails.
// --cpu=1 --min=13: the page as Lighthouse records it (unthrottled; its simulation then counts each task four times
// as long, so a task over 12.5 ms is a long one).

const TRACE_CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,disabled-by-default-v8.cpu_profiler,blink.user_timing,loading';
const BROWSER_WORK = ['Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint', 'Layerize', 'ParseHTML', 'ParseAuthorStyleSheet', 'MajorGC', 'MinorGC', 'v8.compileModule', 'v8.evaluateModule', 'EvaluateScript'];
const NOT_COMPONENTS = new Set(['Promise', 'Object', 'Array', 'Map', 'Set', 'JSON', 'Intl', 'Error']);

const top = (totals, count) =>
  [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(', ') || '-';

const flag = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const cpuRate = flag('cpu', 4);
const longMs = flag('min', 50);

const add = (totals, key, ms) => totals.set(key, (totals.get(key) ?? 0) + ms);

/** The CPU profile's samples ([time µs, node id]) and its nodes with their parents, from the trace's chunks. */
function cpuSamples(events, pid) {
  const nodes = new Map();
  const samples = [];
  let time = 0;
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile') time = e.args.data.startTime;
    if (e.name !== 'ProfileChunk') continue;
    const profile = e.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(node.id, node);
    const deltas = e.args.data.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      time += deltas[i] ?? 0;
      samples.push([time, id]);
    });
  }
  return { nodes, samples };
}

/** A function's name, or where an anonymous one is written (file and line: readable in an unminified build). */
function frameName({ functionName, url, lineNumber }) {
  if (functionName) return functionName;
  const file = url?.split('/').pop();
  return file ? `(anonymous ${file}:${lineNumber + 1})` : '(anonymous)';
}

/** One route's long tasks, printed. */
async function routeTasks(browser, origin, route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(`${origin}${route}`, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();

  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
  if (!navigation) return console.log(`\n${route}: no navigation in the trace`);
  const { pid, tid, ts: start } = navigation;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const { nodes, samples } = cpuSamples(events, pid);
  const tasks = main.filter((e) => e.name === 'RunTask' && e.dur > longMs * 1000);
  let blocking = 0;
  console.log(`\n${route} (phone, CPU ${cpuRate}x): first contentful paint ${fcp ? Math.round((fcp.ts - start) / 1000) : '?'} ms`);
  for (const task of tasks) {
    if (fcp && task.ts > fcp.ts) blocking += task.dur / 1000 - longMs;
    const end = task.ts + task.dur;
    const browserWork = new Map();
    for (const e of main) if (BROWSER_WORK.includes(e.name) && e.ts >= task.ts && e.ts + e.dur <= end) add(browserWork, e.name, e.dur / 1000);
    const inTask = samples.filter(([time]) => time >= task.ts && time <= end);
    const perSample = inTask.length ? task.dur / 1000 / inTask.length : 0;
    const functions = new Map();
    const components = new Map();
    for (const [, id] of inTask) {
      const node = nodes.get(id);
      if (!node) continue;
      add(functions, frameName(node.callFrame), perSample);
      // components (capitalised function names) anywhere up the stack, each counted once per sample
      const seen = new Set();
      for (let n = node; n; n = nodes.get(n.parent)) {
        const name = n.callFrame.functionName;
        if (/^[A-Z][A-Za-z0-9]+$/.test(name) && !NOT_COMPONENTS.has(name) && !seen.has(name)) {
          seen.add(name);
          add(components, name, perSample);
        }
      }
    }
    console.log(`  at ${String(Math.round((task.ts - start) / 1000)).padStart(5)} ms, ${String(Math.round(task.dur / 1000)).padStart(4)} ms`);
    console.log(`    browser:    ${top(browserWork, 5)}`);
    console.log(`    functions:  ${top(functions, 7)}`);
    if (components.size) console.log(`    components: ${top(components, 8)}`);
  }
  console.log(`  blocking time after the first paint (each task's time over ${longMs} ms): ${Math.round(blocking)} ms`);
}

/** Names are minified in the production build: `npx vite build --minify false` in apps/web gives readable ones. */
export default async function longTasks({ browser, origin, routes }) {
  for (const route of routes) await routeTasks(browser, origin, route);
}
