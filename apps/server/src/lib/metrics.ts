/**
 * Prometheus metrics (prom-client): what the operators' GET /metrics shows (routes/system/metrics-route.ts).
 *
 * Two registries, merged at each scrape:
 * - one per PROCESS: the background jobs (every job runs through lib/job-lease.ts, which records here) and the
 *   process's own figures (CPU, memory, event loop, garbage collection: prom-client's default metrics);
 * - one per APP: requests, errors, database pool, open WebSockets and the money figures, whose instruments the app's
 *   hooks and collectors feed. Tests build many apps in one process; a registry per app keeps their metrics apart and
 *   never clashes with another's ("metric already registered"), and nothing uses prom-client's global registry.
 *
 * Counters are per process (Prometheus keeps one series per scraped instance: sum them across instances). The money
 * figures are read from the database at scrape time, so every process reports the same totals: take their max, not
 * their sum.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The jobs' instruments and the process's figures: one set per process, whatever number of apps it builds. */
const processRegistry = new Registry();
const jobRuns = new Counter({ name: 'job_runs_total', help: 'Background job runs this process made (it held the job lease), by job', labelNames: ['job'], registers: [processRegistry] });
const jobFailures = new Counter({ name: 'job_failures_total', help: 'Background job runs that failed, by job', labelNames: ['job'], registers: [processRegistry] });
const jobDuration = new Histogram({
  name: 'job_duration_seconds',
  help: 'Time a background job run took, by job',
  labelNames: ['job'],
  buckets: [0.005, 0.025, 0.1, 0.5, 1, 2.5, 10, 30, 120],
  registers: [processRegistry],
});
let processFiguresCollected = false;

/** Called by lib/job-lease.ts for every run of a job (including a failure to take its lease). */
export function recordJobRun(job: string, seconds: number, failed: boolean) {
  jobRuns.inc({ job });
  if (failed) jobFailures.inc({ job });
  jobDuration.observe({ job }, seconds);
}

/** One money figure: a brand's ledger movements of one kind over the window. */
export interface MoneyFigure {
  brandId: string;
  kind: string;
  transactions: number;
  amountMinor: number;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface AppMetricsOptions {
  brandIds: string[];
  /** the ledger kinds the money figures report (each brand and kind is shown, 0 when nothing moved) */
  moneyKinds: readonly string[];
  /** the money figures, read at scrape time; omitted from the scrape when it fails */
  moneyFigures: () => Promise<MoneyFigure[]>;
  /** the database pool's use (PostgreSQL); absent on the embedded database */
  poolStats?: () => PoolStats;
  /** told when the money figures could not be read */
  onCollectError?: (error: unknown) => void;
}

/** The per-app instruments and the scrape. */
export function createAppMetrics(options: AppMetricsOptions) {
  if (!processFiguresCollected) {
    collectDefaultMetrics({ register: processRegistry });
    processFiguresCollected = true;
  }
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by call (the route pattern), method and status', labelNames: ['call', 'method', 'status'], registers });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by call (the route pattern), method and status class',
    labelNames: ['call', 'method', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers,
  });
  const errors = new Counter({ name: 'http_errors_total', help: "Error answers (4xx and 5xx), by call and the envelope's stable error code", labelNames: ['call', 'code'], registers });
  const sockets = new Gauge({ name: 'ws_connections_open', help: 'WebSocket connections open in this process, by route (/ws/live: push, /ws/chat: chat, /ws/ops/support: the desk)', labelNames: ['route'], registers });

  if (options.poolStats) {
    const stats = options.poolStats;
    const gauge = (name: string, help: string, pick: (s: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(pick(stats()));
        },
      });
    gauge('db_pool_connections', "Connections in this process's PostgreSQL pool (busy and idle)", (s) => s.total);
    gauge('db_pool_idle_connections', "Idle connections in this process's PostgreSQL pool", (s) => s.idle);
    gauge('db_pool_waiting_clients', 'Queries waiting for a connection of the pool (the pool is exhausted while > 0)', (s) => s.waiting);
    gauge('db_pool_max_connections', "The pool's connection limit", (s) => s.max);
  }

  // the money figures: one read per scrape, shared by both gauges (a registry collects its metrics concurrently)
  let reading: Promise<MoneyFigure[] | null> | null = null;
  const moneyFigures = () =>
    (reading ??= options
      .moneyFigures()
      .catch((error: unknown) => {
        options.onCollectError?.(error);
        return null;
      })
      .finally(() => {
        reading = null;
      }));
  const moneyGauge = (name: string, help: string, pick: (f: MoneyFigure) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['brand', 'kind'],
      registers,
      async collect() {
        this.reset();
        const figures = await moneyFigures();
        if (!figures) return;
        for (const brand of options.brandIds) for (const kind of options.moneyKinds) this.set({ brand, kind }, 0);
        for (const f of figures) this.set({ brand: f.brandId, kind: f.kind }, pick(f));
      },
    });
  moneyGauge('ledger_last_24h_transactions', "Members' ledger transactions of the last 24 hours, by brand and kind (deposit, withdrawal_hold, bet, win, adjustment)", (f) => f.transactions);
  moneyGauge('ledger_last_24h_amount_minor', "What those transactions moved in members' wallets, in minor units (cents), by brand and kind", (f) => f.amountMinor);

  return {
    /** A request answered: its route pattern (or 'unmatched'), method, status, seconds and, for an error, its code. */
    observeRequest(call: string, method: string, status: number, seconds: number, errorCode: string | undefined) {
      requests.inc({ call, method, status: String(status) });
      latency.observe({ call, method, status_class: `${Math.floor(status / 100)}xx` }, seconds);
      if (status >= 400) errors.inc({ call, code: errorCode ?? `HTTP_${status}` });
    },
    socketOpened: (route: string) => sockets.inc({ route }),
    socketClosed: (route: string) => sockets.dec({ route }),
    contentType: registry.contentType,
    /** The scrape: this app's metrics and the process's. */
    async text() {
      return Registry.merge([processRegistry, registry]).metrics();
    },
  };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;
