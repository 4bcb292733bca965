import { chromium } from '@playwright/test';
const route = process.argv[2]; const pick = Number(process.argv[3] ?? 0);
const TRACE_CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,disabled-by-default-v8.cpu_profiler,blink.user_timing,loading';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
const events = [];
cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
await page.goto('http://127.0.0.1:5291' + route, { waitUntil: 'load' });
await page.waitForTimeout(4000);
await cdp.send('Tracing.end'); await complete;
const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
const { pid, tid, ts: start } = nav;
const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
const nodes = new Map(); const samples = []; let time = 0;
for (const e of events) { if (e.pid !== pid) continue; if (e.name === 'Profile') time = e.args.data.startTime; if (e.name !== 'ProfileChunk') continue;
  const p = e.args.data.cpuProfile ?? {}; for (const n of p.nodes ?? []) nodes.set(n.id, n); const d = e.args.data.timeDeltas ?? []; (p.samples ?? []).forEach((id, i) => { time += d[i] ?? 0; samples.push([time, id]); }); }
const tasks = main.filter((e) => e.name === 'RunTask' && e.dur > 13000).sort((a, b) => b.dur - a.dur);
const task = tasks[pick];
console.log('task at', Math.round((task.ts - start) / 1000), 'dur', Math.round(task.dur / 1000));
const inTask = samples.filter(([t]) => t >= task.ts && t <= task.ts + task.dur);
const per = task.dur / 1000 / inTask.length;
const incl = new Map();
for (const [, id] of inTask) { const chain = []; for (let n = nodes.get(id); n; n = nodes.get(n.parent)) chain.unshift(n); 
  let key = ''; chain.forEach((n, depth) => { if (depth > 14) return; const f = n.callFrame; key += ' > ' + (f.functionName || `(anon ${(f.url ?? "").split('/').pop()}:${f.lineNumber + 1})`); incl.set(key, (incl.get(key) ?? 0) + per); }); }
for (const [k, v] of [...incl].filter(([, v]) => v >= 2.5).sort((a, b) => a[0].localeCompare(b[0]))) { const parts = k.split(' > '); console.log(`${v.toFixed(1).padStart(6)} ${'  '.repeat(parts.length - 2)}${parts.at(-1)}`); }
await browser.close();
